/** The first wait after a failed save, and the longest (issue 13: 1 s -> 15 s). */
export const FIRST_RETRY_MS = 1_000;
export const LONGEST_RETRY_MS = 15_000;

/**
 * The wait before retry number `failures` (1, 2, ...): doubling from 1 s, at most 15 s. Never
 * longer: Moodle waited a whole autosave period after a failure, and a student who lost the
 * network in the last minute lost those answers (RESEARCH.md, Artemis #1469). Coming back online
 * retries at once whatever the wait.
 */
export function retryDelayMs(failures: number): number {
  const n = Math.max(1, Math.floor(failures));
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (n - 1));
}
