/**
 * The order of changes to one answer across devices (issue 32, decision 070). A change's `seq` is
 * the moment it was made, in hundredths of a second since the attempt started, on the server's
 * clock as the device estimates it (the server's reading plus the monotonic time since). Each
 * device also never goes below what it has already seen (its own last change, or a newer one the
 * server told it of), so a change made after seeing another always outranks it: a hybrid logical
 * clock. Two devices answering 1.5 s apart are ordered by when they answered, not by whose
 * counter ran further; a device's clock setting plays no part.
 *
 * Hundredths, not milliseconds: the column and the wire are 32-bit integers, and an untimed test
 * may stay open for months (2^31 hundredths is 248 days).
 */
export const SEQ_UNIT_MS = 10;

/** The seq of a change made `elapsedMs` after the attempt's start, after a change numbered `lastSeq`. */
export function nextChangeSeq(elapsedMs: number, lastSeq: number): number {
  const byTime = Number.isFinite(elapsedMs) ? Math.max(0, Math.floor(elapsedMs / SEQ_UNIT_MS)) : 0;
  return Math.max(byTime, Math.floor(lastSeq) + 1);
}

/** When a change numbered `seq` says it was made, in ms on the server's clock. */
export const seqGivenAtMs = (startedAtMs: number, seq: number): number => startedAtMs + seq * SEQ_UNIT_MS;
