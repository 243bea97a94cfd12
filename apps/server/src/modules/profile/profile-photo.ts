import { base64DecodedBytes, PHOTO_MAX_BYTES, sniffPhotoType } from '@portal/domain';
import { photoNotImage, photoTooLarge } from './profile-errors.ts';

/** The stored photo fits in this square, never enlarged (the header shows it far smaller). */
export const PHOTO_STORED_SIZE = 512;
/** JPEG quality of the stored photo: no visible loss at 512 pixels, ~30-60 KB. */
const JPEG_QUALITY = 82;
/**
 * Decision 021: the most pixels the resizer decodes, so a small file that unpacks into a huge
 * image (a decompression bomb) is refused before it takes the memory. 50 MP covers the full
 * resolution of a 50-megapixel phone camera (8160 x 6120).
 */
export const PHOTO_MAX_PIXELS = 50_000_000;

// One resize at a time per process: a 50 MP PNG decodes into ~150 MB, and several at once
// would multiply that. A photo change is rare; waiting a second behind another is fine.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

type Sharp = (typeof import('sharp'))['default'];

function resize(sharp: Sharp, bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
    .rotate() // applies the EXIF orientation, so a phone's portrait photo stands upright
    .resize(PHOTO_STORED_SIZE, PHOTO_STORED_SIZE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' }) // a transparent PNG on white, not black
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer(); // sharp writes no metadata unless asked: EXIF (GPS included) is dropped
}

/**
 * The photo of a profile update, ready to store [PROFILE-PHOTO-1] [PROFILE-PHOTO-2]: base64
 * without a data-URL prefix; at most 5 MiB once decoded, checked on the text's length before
 * anything is decoded (413); a JPEG, PNG or WebP by its content, never by a declared type
 * (415); then upright, fit into 512 x 512 without enlarging, re-encoded as JPEG without
 * metadata. An image the resizer cannot read is refused like any non-image; one past the
 * pixel limit like a large file.
 */
export async function preparePhoto(base64: string): Promise<Buffer> {
  if (base64DecodedBytes(base64) > PHOTO_MAX_BYTES) throw photoTooLarge();
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > PHOTO_MAX_BYTES) throw photoTooLarge();
  if (!sniffPhotoType(bytes)) throw photoNotImage();
  // Loaded on first use: sharp's native library must not slow the server's start. Outside the
  // try below: a server that cannot load it has a fault of its own (500), not a bad photo.
  const { default: sharp } = await import('sharp');
  try {
    return await oneAtATime(() => resize(sharp, bytes));
  } catch (err) {
    if (/pixel limit/i.test((err as Error).message)) {
      throw photoTooLarge(`Please choose an image of at most ${PHOTO_MAX_PIXELS / 1_000_000} megapixels`);
    }
    throw photoNotImage();
  }
}
