/** Hundredths rounded half up, as the spec's figures are shown to 2 decimals. */
const to2 = (x: number) => Math.round(x * 100) / 100;

/** Marks as the report writes them: to the hundredth, without trailing zeros (12.5, 40, -1.25). */
export const marksText = (marks: number): string => String(to2(marks));

/**
 * Accuracy = correct / (correct + wrong) × 100 to 2 decimals [REPORT-ACC-1] (3 right, 1 wrong:
 * 75). Decision 043 for [REPORT-ACC-2]: with nothing answered it is null (shown as a dash), not
 * 0 (which would read as all wrong) nor 100.
 */
export function accuracy(correct: number, wrong: number): number | null {
  const answered = correct + wrong;
  return answered > 0 ? to2((correct * 100) / answered) : null;
}

/**
 * Whole minutes of a time in milliseconds [REPORT-SUM-4]. Decision 043 for [REPORT-SUM-12]:
 * truncated, as whole minutes on a clock are (59 s is 0 minutes, never a minute not spent).
 */
export const wholeMinutes = (ms: number): number => Math.max(0, Math.floor(ms / 60_000));

/** Hours, minutes and seconds of a time in seconds, for the summary's total time [REPORT-SUM-2]. */
export function hoursMinutesSeconds(totalSeconds: number): { hours: number; minutes: number; seconds: number } {
  const s = Math.max(0, Math.floor(totalSeconds));
  return { hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

/** A card's duration: over 60 minutes as hours and minutes [REPORT-CARD-7]; 60 and below in minutes. */
export function cardDuration(minutes: number): { hours: number; minutes: number } {
  const m = Math.max(0, Math.floor(minutes));
  return m > 60 ? { hours: Math.floor(m / 60), minutes: m % 60 } : { hours: 0, minutes: m };
}

/**
 * A practice card's 'n Out of limit' [REPORT-CARD-2]. Decision 043 for [REPORT-CARD-11]: a
 * test_limit of 0 is unlimited (CONST-TEST-1, EXAM-LIST-1), so the limit is null and the card
 * says the attempts without a bound rather than 'Out of 0'.
 */
export function attemptsOutOf(totalAttempts: number, testLimit: number): { taken: number; limit: number | null } {
  return { taken: Math.max(0, totalAttempts), limit: testLimit > 0 ? testLimit : null };
}
