/**
 * Decision 020: a photo file may be at most 5 MiB (a phone camera's JPEG fits; the server
 * resizes it), and JPEG, PNG or WebP only: the formats every browser shows and the server's
 * resizer reads. Other image types (GIF, HEIC, SVG, which can carry script) are refused.
 */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

export type PhotoError = 'profile.photo.err.notImage' | 'profile.photo.err.tooLarge';

/** The picker's check of a chosen file by its declared type and size [PROFILE-PHOTO-1]. */
export function photoFileError(file: { type: string; size: number }): PhotoError | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'profile.photo.err.notImage';
  return file.size > PHOTO_MAX_BYTES ? 'profile.photo.err.tooLarge' : null;
}

/** The base64 payload of a data URL without its 'data:...;base64,' prefix [PROFILE-PHOTO-2]; other text as is. */
export function stripDataUrlPrefix(value: string): string {
  const m = /^data:[^,]*;base64,/i.exec(value);
  return m ? value.slice(m[0].length) : value;
}

/** The byte count a base64 text decodes to, so the server can refuse a large photo before decoding it. */
export function base64DecodedBytes(base64: string): number {
  const clean = base64.replace(/\s/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.floor((clean.length * 3) / 4) - padding;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b);

/**
 * The image type of a file by its content (magic numbers), never by a declared type, so a
 * renamed script is no image [PROFILE-PHOTO-1]; null when not JPEG, PNG or WebP.
 */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
