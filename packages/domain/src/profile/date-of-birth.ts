/** The first year offered [PROFILE-DOB-1]. */
export const DOB_FIRST_YEAR = 1970;

export type Choice = { value: number; label: string };
export type DobParts = { year: number; month: number; day: number };
export type DobSelection = { year?: number | null; month?: number | null; day?: number | null };

export type DobError =
  | 'profile.dob.err.feb29'
  | 'profile.dob.err.feb28'
  | 'profile.dob.err.only30'
  | 'profile.dob.err.future'
  | 'profile.dob.err.empty'
  | 'profile.dob.err.outOfRange';

export type DobResult = { ok: true; value: string } | { ok: false; error: DobError };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The year of a 'YYYY-MM-DD' today. */
const yearOf = (todayIso: string) => Number(todayIso.slice(0, 4));

/** Years 1970 to the current year, in the spec's order (oldest first) [PROFILE-DOB-1]. */
export function dobYearChoices(todayIso: string): Choice[] {
  const out: Choice[] = [];
  for (let y = DOB_FIRST_YEAR; y <= yearOf(todayIso); y += 1) out.push({ value: y, label: String(y) });
  return out;
}

/** Months 1 to 12, labelled as numbers [PROFILE-DOB-1]. */
export const DOB_MONTH_CHOICES: readonly Choice[] = /* @__PURE__ */ Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: String(i + 1) }));

/** Days 01 to 31, labelled with two digits [PROFILE-DOB-1]. */
export const DOB_DAY_CHOICES: readonly Choice[] = /* @__PURE__ */ Array.from({ length: 31 }, (_, i) => ({ value: i + 1, label: pad(i + 1) }));

/**
 * A stored date of birth ('YYYY-MM-DD', or 'DD-MM-YYYY' from older records) as parts; null when
 * missing, unreadable or the 1900-01-01 placeholder [PROFILE-DISP-4], which is no date to merge with.
 */
export function parseStoredDob(value: string | null | undefined): DobParts | null {
  const text = (value ?? '').trim().slice(0, 10);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const dmy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  const parts = iso
    ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
    : dmy
      ? { year: Number(dmy[3]), month: Number(dmy[2]), day: Number(dmy[1]) }
      : null;
  if (!parts || (parts.year === 1900 && parts.month === 1 && parts.day === 1)) return null;
  return parts;
}

/**
 * The chosen parts merged with the stored date of birth [PROFILE-DOB-2]: a part not chosen keeps
 * the stored one. Null (an empty result) when a part is neither chosen nor stored.
 */
export function mergeDob(stored: string | null | undefined, selection: DobSelection): DobParts | null {
  const base = parseStoredDob(stored);
  const year = selection.year ?? base?.year;
  const month = selection.month ?? base?.month;
  const day = selection.day ?? base?.day;
  return year === undefined || month === undefined || day === undefined ? null : { year, month, day };
}

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const THIRTY_DAY_MONTHS = new Set([4, 6, 9, 11]);

/**
 * The date-of-birth checks, first failure wins [PROFILE-DOB-3..7]: empty, outside the choices,
 * February past 29 (leap year) or 28, day 31 in a 30-day month, after today. The value is
 * 'YYYY-MM-DD' [PROFILE-DOB-8]. Decisions (020): the empty check comes first because no other
 * check can run on nothing (the spec lists it last; the outcome is the same); a part outside the
 * choices (year before 1970 or after today's, month or day out of range) is refused with its own
 * key, so the server and the popup accept exactly the same dates; today itself is allowed.
 */
export function checkDob(parts: DobParts | null, todayIso: string): DobResult {
  if (!parts) return { ok: false, error: 'profile.dob.err.empty' };
  const { year, month, day } = parts;
  const whole = [year, month, day].every(Number.isInteger);
  if (!whole || year < DOB_FIRST_YEAR || year > yearOf(todayIso) || month < 1 || month > 12 || day < 1 || day > 31) {
    return { ok: false, error: 'profile.dob.err.outOfRange' };
  }
  if (month === 2 && isLeapYear(year) && day > 29) return { ok: false, error: 'profile.dob.err.feb29' };
  if (month === 2 && !isLeapYear(year) && day > 28) return { ok: false, error: 'profile.dob.err.feb28' };
  if (THIRTY_DAY_MONTHS.has(month) && day === 31) return { ok: false, error: 'profile.dob.err.only30' };
  const value = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  if (value > todayIso) return { ok: false, error: 'profile.dob.err.future' };
  return { ok: true, value };
}

/** The popup's save: merge [PROFILE-DOB-2], then check [PROFILE-DOB-3..8]. */
export function dobFromSelection(stored: string | null | undefined, selection: DobSelection, todayIso: string): DobResult {
  return checkDob(mergeDob(stored, selection), todayIso);
}

/** The server's check of a sent dob: strictly 'YYYY-MM-DD' [PROFILE-DOB-8], then the same checks. */
export function checkDobString(value: string, todayIso: string): DobResult {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return { ok: false, error: value.trim() === '' ? 'profile.dob.err.empty' : 'profile.dob.err.outOfRange' };
  return checkDob({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }, todayIso);
}
