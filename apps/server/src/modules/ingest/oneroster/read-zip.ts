import { unzipSync } from 'fflate';
import { RowError } from '../area-handler.ts';

export type ZipLimits = { maxFiles: number; maxFileBytes: number; maxTotalBytes: number };

// A roster of 50,000 pupils is tens of megabytes of CSV; these leave room and stop a zip bomb.
export const ZIP_LIMITS: ZipLimits = { maxFiles: 64, maxFileBytes: 256 * 1024 * 1024, maxTotalBytes: 512 * 1024 * 1024 };

/**
 * The CSV files of a zip, by their name without folders (OneRoster packages are often zipped
 * inside a folder). Sizes are checked against what each entry declares before anything is
 * inflated, and the inflated bytes against the declaration, so a zip bomb costs nothing.
 */
export function readZip(bytes: Uint8Array, limits: ZipLimits = ZIP_LIMITS): Map<string, string> {
  let total = 0;
  let count = 0;
  let tooBig: string | null = null;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter(file) {
        if (!file.name.toLowerCase().endsWith('.csv') || file.name.split('/').pop()!.startsWith('._')) return false;
        count++;
        total += file.originalSize;
        if (file.originalSize > limits.maxFileBytes || total > limits.maxTotalBytes || count > limits.maxFiles) tooBig ??= file.name;
        return tooBig === null;
      },
    });
  } catch {
    throw new RowError(null, 'the upload is not a zip file (or it is damaged)');
  }
  if (tooBig) throw new RowError(null, `the zip is too large at ${tooBig}: at most ${limits.maxFiles} CSV files, ${limits.maxFileBytes / 2 ** 20} MB each and ${limits.maxTotalBytes / 2 ** 20} MB in all`);
  const files = new Map<string, string>();
  for (const [name, data] of Object.entries(entries)) {
    const base = name.split('/').pop()!;
    if (files.has(base)) throw new RowError(null, `the zip holds two files called ${base}`);
    files.set(base, new TextDecoder('utf-8', { fatal: false }).decode(data));
  }
  return files;
}
