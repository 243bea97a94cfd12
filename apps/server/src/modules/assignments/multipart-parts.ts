import type { Multipart, MultipartFile, MultipartValue } from '@fastify/multipart';
import { MAX_FILES, MAX_TOTAL_BYTES } from '@portal/domain';
import { invalidField } from '../../http-error.ts';

/** The largest fileJson accepted: a submission's JSON is well under 4 KB. */
export const FILE_JSON_MAX_BYTES = 64 * 1024;

/**
 * The parser's own limits for API-ASSIGN-6 (decisions 026, 031): two fields (fileJson, and the
 * `files` field the spec's client sends as the text null when there is no file), 21 files (20,
 * and fileJson when it comes as a Blob; the route refuses a 21st file itself) and 22 parts, and
 * a file size one byte over the whole allowance, so the parser never truncates a file before
 * the route's own total check refuses it (the parser truncates silently unless told; these
 * limits raise errors instead, and the route checks `truncated`).
 */
export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: FILE_JSON_MAX_BYTES,
  fields: 2,
  files: MAX_FILES + 1,
  parts: MAX_FILES + 2,
  fileSize: MAX_TOTAL_BYTES + 1,
  headerPairs: 100,
};

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
 * The text of the fileJson part [API-ASSIGN-6], before or after the files: a plain field (what
 * a browser's FormData sends for a string), a JSON field (already parsed by the plugin), or a
 * Blob part read up to 64 KB.
 */
export async function fileJsonText(part: Multipart): Promise<string> {
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

/**
 * A `files` part that is a field, not a file: the spec's client appends the text null to
 * `files` when there is no file to send (issue 12, item 10). That one stands for nothing and
 * is skipped; any other text is refused (400 naming files).
 */
export function assertNoFileText(part: MultipartValue): void {
  if (part.value === 'null' || part.value === null) return;
  throw invalidField('files', 'expected a file (or the text null when there is none)');
}
