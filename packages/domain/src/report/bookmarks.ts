import { htmlToText } from '../home/announcements.ts';
import { cut } from '../timetable/text-cut.ts';

/** The sort dropdown's values [BOOKMARK-SORT-1]: Select (none), Latest 1, Oldest 2. */
export type BookmarkSort = 0 | 1 | 2;

/**
 * Bookmarks by their date_time [BOOKMARK-SORT-2] [BOOKMARK-SORT-3]: Latest (1) newest first,
 * Oldest (2) oldest first; Select (0) keeps the server's order. Equal times keep their order
 * (a stable sort); a date that does not parse goes last.
 */
export function sortBookmarks<T extends { date_time: string | null | undefined }>(list: readonly T[], sort: BookmarkSort): T[] {
  if (sort === 0) return [...list];
  const time = (b: T) => {
    const t = Date.parse(b.date_time ?? '');
    return Number.isNaN(t) ? null : t;
  };
  return [...list].sort((a, b) => {
    const ta = time(a);
    const tb = time(b);
    if (ta === null || tb === null) return ta === tb ? 0 : ta === null ? 1 : -1;
    return sort === 1 ? tb - ta : ta - tb;
  });
}

/** An item's text already free of markup, spaces run together, over 220 characters cut to 220 plus '…' [BOOKMARK-ITEM-3]. */
export const bookmarkPreviewText = (text: string): string => cut(text.replace(/\s+/g, ' ').trim(), 220, 220, '…');

/** An item's text: markup stripped [BOOKMARK-ITEM-2], then bookmarkPreviewText. */
export const bookmarkPreview = (html: string | null | undefined): string => bookmarkPreviewText(htmlToText(html ?? ''));

/** 'Question N': decision 043 for [BOOKMARK-ITEM-1], N is the item's place in the list as shown (1-based). */
export const bookmarkNumber = (index: number): number => index + 1;

/** Matching and grid types [BOOKMARK-QT-1]. */
const MATCHING = new Set([6, 7]);

/**
 * The letter of option `index` (0-based): a to z [BOOKMARK-VIEW-6], a to n for the matching
 * types 6 and 7 [BOOKMARK-VIEW-7]. Past the last letter there is none (null): the view lists
 * such options unlettered rather than inventing 'aa'.
 */
export function optionLetter(index: number, quesType: number): string | null {
  const last = MATCHING.has(quesType) ? 13 : 25;
  return Number.isInteger(index) && index >= 0 && index <= last ? String.fromCharCode(97 + index) : null;
}

/** A passage longer than 550 characters (as text) shows a 'Load more' popup [BOOKMARK-VIEW-3]. */
export const PASSAGE_PREVIEW = 550;
export function passagePreview(html: string | null | undefined): { text: string; more: boolean } {
  const text = htmlToText(html ?? '');
  const more = Array.from(text).length > PASSAGE_PREVIEW;
  return { text: more ? cut(text, PASSAGE_PREVIEW, PASSAGE_PREVIEW, '…') : text, more };
}

/** A true/false answer: 1 means true [BOOKMARK-QT-2]; anything else false. */
export const trueFalseAnswer = (answer: string | number | null | undefined): boolean => String(answer ?? '').trim() === '1';

/** The comma-separated answers of types 6 and 7 [BOOKMARK-QT-3], trimmed, empty parts dropped. */
export const commaAnswers = (answer: string | null | undefined): string[] =>
  (answer ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** A type 6 answer: 'key=v1|v2' per comma part [BOOKMARK-QT-4]; a part without '=' is skipped. */
export function matchingAnswer(answer: string | null | undefined): Map<string, string[]> {
  const pairs = new Map<string, string[]>();
  for (const part of commaAnswers(answer)) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const values = part
      .slice(eq + 1)
      .split('|')
      .map((v) => v.trim())
      .filter(Boolean);
    pairs.set(part.slice(0, eq).trim(), values);
  }
  return pairs;
}

/** question_mathjax and description_mathjax are base64 of UTF-8 [BOOKMARK-VIEW-8]; null when it does not decode. */
export function decodeMathjax(encoded: string | null | undefined): string | null {
  if (!encoded) return null;
  try {
    const bytes = Uint8Array.from(atob(encoded.trim()), (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
