import type { Multipart, MultipartFile } from '@fastify/multipart';
import { MAX_FILES, MAX_TOTAL_BYTES } from '@portal/domain';
import { invalidField } from '../../http-error.ts';

/** The largest fileJson accepted: a submission's JSON is well under 4 KB. */
export const FILE_JSON_MAX_BYTES = 64 * 1024;

/**
 * The parser's own limits for API-ASSIGN-6 (decision 026): one field (fileJson), at most 20
 * files and 21 parts, and a file size one byte over the whole allowance, so the parser never
 * truncates a file before the route's own total check refuses it (the parser truncates
 * silently unless told; these limits raise errors instead, and the route checks `truncated`).
 */
export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: FILE_JSON_MAX_BYTES,
  fields: 1,
  files: MAX_FILES,
  parts: MAX_FILES + 1,
  fileSize: MAX_TOTAL_BYTES + 1,
  headerPairs: 100,
};

const ERROR_FIRST = 'send the fileJson part first, then the files';

async function readCapped(file: MultipartFile): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.file) {
    size += (chunk as Buffer).length;
    if (size > FILE_JSON_MAX_BYTES) throw invalidField('fileJson', 'too long');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The text of the first part, which must be fileJson [API-ASSIGN-6]: a plain field (what a
 * browser's FormData sends for a string), a JSON field (already parsed by the plugin), or a
 * Blob part read up to 64 KB.
 */
export async function fileJsonText(part: Multipart | undefined): Promise<string> {
  if (!part || part.fieldname !== 'fileJson') throw invalidField('fileJson', ERROR_FIRST);
  if (part.type === 'file') return readCapped(part);
  if (part.valueTruncated) throw invalidField('fileJson', 'too long');
  return typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
}

/**
 * The name kept for a file: its last path segment (some browsers send a full path), with the
 * '%22' browsers write for a double quote in a multipart filename (HTML's form encoding) turned
 * back into '"', without control or format characters (no header or display tricks), at most
 * 255 characters with the extension kept. An empty name is refused.
 */
export function cleanFileName(raw: string): string {
  const base = (raw.split(/[\\/]/).pop() ?? '').replaceAll('%22', '"');
  const name = base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  if (name === '') throw invalidField('files', 'a file needs a name');
  if (name.length <= 255) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return name.slice(0, 255 - ext.length) + ext;
}

export { ERROR_FIRST };
