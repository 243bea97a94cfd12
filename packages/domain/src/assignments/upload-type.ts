import { sniffPhotoType } from '../profile/photo.ts';

/**
 * Upload types [ASSIGN-UPLOAD-5]: Word, Excel, PowerPoint, plain text, PDF, images and mp4/m4v
 * video. Decision 025 [ASSIGN-UPLOAD-7] reading A: the known-extension list of ASSIGN-UPLOAD-6
 * (which adds audio) only picks an icon; uploads follow this list, audio is refused.
 * Each allowed extension names the content it must carry, so a name and its bytes must agree.
 */
const CONTENT_OF = {
  doc: 'ole2',
  xls: 'ole2',
  ppt: 'ole2',
  docx: 'zip',
  xlsx: 'zip',
  pptx: 'zip',
  pdf: 'pdf',
  txt: 'text',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  bmp: 'bmp',
  mp4: 'mp4',
  m4v: 'mp4',
} as const;

export type UploadType = keyof typeof CONTENT_OF;
type ContentKind = (typeof CONTENT_OF)[UploadType];
export const UPLOAD_TYPES = Object.keys(CONTENT_OF) as UploadType[];

/** The Content-Type the server stores and answers a download with. */
export const UPLOAD_MIME: Readonly<Record<UploadType, string>> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  pdf: 'application/pdf',
  txt: 'text/plain',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
};

/** The file input's accept list: extensions and their types (some phone pickers read only types). */
export const UPLOAD_ACCEPT = [...UPLOAD_TYPES.map((t) => `.${t}`), ...new Set(Object.values(UPLOAD_MIME))].join(',');

/** How many leading bytes the browser reads and the server passes to sniffUploadType. */
export const UPLOAD_SNIFF_BYTES = 8192;

/** The lower-case extension after the last dot, '' when there is none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The allowed type a name claims, by its extension only (the picker's first check), or null. */
export function uploadTypeOfName(fileName: string): UploadType | null {
  const ext = fileExtension(fileName.trim());
  return Object.hasOwn(CONTENT_OF, ext) ? (ext as UploadType) : null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** Windows PE (MZ), ELF, a script's #!, Mach-O and Java class / fat Mach-O (CAFEBABE). */
const EXECUTABLES: readonly (readonly number[])[] = [
  [0x4d, 0x5a],
  [0x7f, 0x45, 0x4c, 0x46],
  [0x23, 0x21],
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe],
];

/** Plain text: no NUL byte, valid UTF-8 (a sequence cut by the end of the bytes given is fine). */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

const MATCHES: Readonly<Record<ContentKind, (bytes: Uint8Array) => boolean>> = {
  pdf: (b) => startsWith(b, ascii('%PDF-')),
  ole2: (b) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  zip: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]),
  text: isPlainText,
  jpeg: (b) => sniffPhotoType(b) === 'image/jpeg',
  png: (b) => sniffPhotoType(b) === 'image/png',
  gif: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')),
  bmp: (b) => startsWith(b, ascii('BM')),
  mp4: (b) => startsWith(b, ascii('ftyp'), 4),
};

/**
 * The allowed type of an upload checked by its content [ASSIGN-UPLOAD-5], given its first bytes
 * (UPLOAD_SNIFF_BYTES or the whole file) and its name: null unless the extension is allowed AND
 * the bytes are of that extension's kind (PDF, OLE2 for doc/xls/ppt, ZIP for docx/xlsx/pptx,
 * JPEG/PNG as profile photos are sniffed, GIF, BMP, 'ftyp' at offset 4 for mp4/m4v, UTF-8 text
 * without NUL for txt). An empty file, and an executable or script whatever its name, is null.
 */
export function sniffUploadType(bytes: Uint8Array, fileName: string): UploadType | null {
  if (bytes.length === 0) return null;
  if (EXECUTABLES.some((signature) => startsWith(bytes, signature))) return null;
  const type = uploadTypeOfName(fileName);
  return type !== null && MATCHES[CONTENT_OF[type]](bytes) ? type : null;
}

export type FileIconKind = 'image' | 'audio' | 'video' | 'pdf' | 'word' | 'excel' | 'powerpoint' | 'text' | 'link' | 'file';

const ICON_GROUPS: ReadonlyArray<[FileIconKind, readonly string[]]> = [
  ['image', ['jpg', 'jpeg', 'png', 'bmp', 'gif']],
  ['audio', ['mp3', 'aac', 'wav', 'ogg']],
  ['video', ['mp4', 'm4v']],
  ['pdf', ['pdf']],
  ['word', ['doc', 'docx']],
  ['excel', ['xls', 'xlsx']],
  ['powerpoint', ['ppt', 'pptx']],
  ['text', ['txt']],
];
/** A Map, not an object, so a name ending in '.constructor' finds nothing. */
const ICON_OF = new Map<string, FileIconKind>(ICON_GROUPS.flatMap(([kind, exts]) => exts.map((ext) => [ext, kind] as const)));

/**
 * The icon of an attachment [ASSIGN-UPLOAD-6]: 'link' for a link (attachment_url set), else by
 * the known extensions (audio included, reading A), mp4/m4v as video; 'file' for anything else.
 */
export function fileIconKind(fileName: string, attachmentUrl?: string | null): FileIconKind {
  if (attachmentUrl) return 'link';
  return ICON_OF.get(fileExtension(fileName.trim())) ?? 'file';
}
