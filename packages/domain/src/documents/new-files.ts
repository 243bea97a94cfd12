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

const OFFSET = /T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|([+-])(\d{2}):?(\d{2}))$/;

/**
 * Today, YYYY-MM-DD, at the UTC offset a share date carries: the server writes share dates with
 * the institute's offset (decision 064), so this is the institute's day whatever the device's
 * zone. Null when the date has no offset.
 */
export function dayAtOffsetOf(shared: string | null | undefined, now: Date): string | null {
  const m = OFFSET.exec((shared ?? '').trim());
  if (!m) return null;
  const minutes = m[1] === 'Z' ? 0 : (m[2] === '-' ? -1 : 1) * (Number(m[3]) * 60 + Number(m[4]));
  return new Date(now.getTime() + minutes * 60_000).toISOString().slice(0, 10);
}

/** 'New Files' by the institute's day when the share date says it, else by `fallbackToday` [DOC-NEW-1]. */
export const isNewShare = (shared: string | null | undefined, now: Date, fallbackToday: string) => isNewFile(shared, dayAtOffsetOf(shared, now) ?? fallbackToday);
