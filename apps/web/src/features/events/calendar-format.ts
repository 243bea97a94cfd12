import { parseIsoDate, type YearMonth } from '@portal/domain/timetable/calendar-date';

/**
 * Month, weekday and day names of the event calendar in the user's language, from Intl (no
 * date library). Calendar dates are plain days, so they are formatted at UTC midnight and no
 * time zone can shift them. English uses the Indian form ('Saturday, 21 November'), as the
 * portal's institutes are Indian and its numeric dates are DD-MM-YYYY (decision 015).
 */
const INTL_LOCALES: Record<string, string> = { en: 'en-IN', fr: 'fr-FR', hi: 'hi-IN', de: 'de-DE' };

export function intlLocale(language: string): string {
  return INTL_LOCALES[language] ?? language;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' });
    formatters.set(key, f);
  }
  return f;
}

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

/** 'November 2026' [EVENT-VIEW-1]. */
export function monthHeading(ym: YearMonth, language: string): string {
  return formatter(language, { month: 'long', year: 'numeric' }).format(utc(ym.year, ym.month, 1));
}

/** The 7 weekday names from Sunday (weeks start on Sunday, decision 011), short and long. */
export function weekdayNames(language: string): { short: string; long: string }[] {
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => ({
    short: formatter(language, { weekday: 'short' }).format(utc(2023, 1, 1 + i)),
    long: formatter(language, { weekday: 'long' }).format(utc(2023, 1, 1 + i)),
  }));
}

/** 'Saturday, 21 November' of a 'YYYY-MM-DD' day; the text itself when it is not a date. */
export function dayLabel(date: string, language: string): string {
  const p = parseIsoDate(date);
  return p ? formatter(language, { weekday: 'long', day: 'numeric', month: 'long' }).format(utc(p.year, p.month, p.day)) : date;
}

/** '21 November': the month name and day [EVENT-DETAIL-6]; a leap year holds 29 February. */
export function monthDayLabel(parts: { month: number; day: number }, language: string): string {
  return formatter(language, { day: 'numeric', month: 'long' }).format(utc(2000, parts.month, parts.day));
}
