/**
 * The 'New Files' flag [DOC-NEW-1]. Decision 064 for [DOC-NEW-2] (the spec's comparison is not
 * given, and the spec's client's one never matches): a file is new when it was shared within the
 * last 7 days, counted in the institute's calendar days, today included: shared today is new,
 * shared 7 days ago is not. A share date in the future (a clock off) is new; an unreadable one is not.
 */
export const NEW_FILE_DAYS = 7;

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

function dayNumber(iso: string): number | null {
  const m = DAY.exec(iso.trim());
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(ms) ? null : Math.round(ms / 86_400_000);
}

/** `shared` and `today` are 'YYYY-MM-DD' (a longer ISO text is read by its date part). */
export function isNewFile(shared: string | null | undefined, today: string): boolean {
  const s = dayNumber(shared ?? '');
  const t = dayNumber(today);
  if (s === null || t === null) return false;
  return t - s < NEW_FILE_DAYS;
}

/** The share date as a card shows it, DD-MM-YYYY of its date part [DOC-CARD-1]; null when unreadable. */
export function shareDateText(shared: string | null | undefined): string | null {
  const m = DAY.exec((shared ?? '').trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}
