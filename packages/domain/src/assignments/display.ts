import { cut, DOTS } from '../timetable/text-cut.ts';

/**
 * Display cuts and sizes of the detail (decision 025). The cut is the shared one
 * (timetable/text-cut.ts, also the profile's): code points, so an emoji is never split; a
 * longer name keeps `limit` characters plus '...', as the profile's cuts do; the screen puts the
 * whole name in a title.
 */
export const FILE_NAME_SHOWN = 50;
export const LINK_NAME_SHOWN = 30;

/** A file name of more than 50 characters shortened with an ellipsis [ASSIGN-UPLOAD-8]. */
export const shownFileName = (name: string | null | undefined) => cut(name, FILE_NAME_SHOWN, FILE_NAME_SHOWN, DOTS);

/** A link name of more than 30 characters shortened with an ellipsis [ASSIGN-LINK-5]. */
export const shownLinkName = (name: string | null | undefined) => cut(name, LINK_NAME_SHOWN, LINK_NAME_SHOWN, DOTS);

const MB = 1_048_576;

/**
 * A file's size in MB as the attachment carries it on the wire (`size`, S1 §3.3), decision 025
 * and 030: MB is 1,048,576 bytes (so the 150 MB limit is 157,286,400 bytes), rounded half up to
 * two decimals; a non-empty file under 0.005 MB is 0.01, never 0. null for a link (no size) or
 * a bad size.
 */
export function fileSizeMb(bytes: number | null | undefined): number | null {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return null;
  return bytes === 0 ? 0 : Math.max(0.01, Math.round((bytes / MB) * 100) / 100);
}

/**
 * A size in MB as the screen shows it [ASSIGN-DETAIL-6]: two decimals in the screen's language
 * ('1.50', '1,50'). The screen adds the unit in its texts ('MB', 'Mo'). null for no size.
 */
export function sizeMbText(mb: number | null | undefined, locale = 'en'): string | null {
  if (mb === null || mb === undefined || !Number.isFinite(mb) || mb < 0) return null;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(mb);
}

/** The size text of a file still in the browser (bytes) [ASSIGN-DETAIL-6]: fileSizeMb, then sizeMbText. */
export function fileSizeMbText(bytes: number | null | undefined, locale = 'en'): string | null {
  return sizeMbText(fileSizeMb(bytes), locale);
}
