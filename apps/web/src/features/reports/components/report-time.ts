import type { TFunction } from 'i18next';
import { hoursMinutesSeconds, wholeMinutes } from '@portal/domain/report/report-figures';

/**
 * A total time in milliseconds as hours, minutes and seconds [REPORT-SUM-2]; under an hour
 * without the '0 h' that read as unclear on a phone (issue 35, decision 087).
 */
export function hmsText(ms: number, t: TFunction): string {
  const { hours, minutes, seconds } = hoursMinutesSeconds(ms / 1000);
  return hours === 0 ? t('reports.time.ms', { minutes, seconds }) : t('reports.time.hms', { hours, minutes, seconds });
}

/** A subject's time in whole minutes [REPORT-SUM-4] (truncated, decision 043). */
export const minutesText = (ms: number, t: TFunction): string => t('reports.time.minutes', { count: wholeMinutes(ms) });

/** A figure to 2 decimals (percentile, accuracy [REPORT-PCT-1] [REPORT-ACC-1]); none as a dash (REPORT-ACC-2). */
export const twoDecimals = (x: number | null): string => (x === null ? '–' : x.toFixed(2));

export { marksText } from '@portal/domain/report/report-figures';
