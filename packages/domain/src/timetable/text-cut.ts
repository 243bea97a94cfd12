/** The dots appended where S2 §9 says 'plus dots'. */
export const DOTS = '...';

/**
 * A text longer than `limit` characters is cut to its first `keep` characters plus `ellipsis`;
 * a text of at most `limit` characters is returned unchanged. Characters are Unicode code
 * points, so a cut never splits an emoji or other surrogate pair. Null or undefined give ''.
 */
export function cut(text: string | null | undefined, limit: number, keep: number, ellipsis = ''): string {
  const chars = Array.from(text ?? '');
  return chars.length > limit ? chars.slice(0, keep).join('') + ellipsis : chars.join('');
}

/** Start time over 15 characters: 14 plus dots [TT-CUT-1]. */
export const cutStartTime = (text: string | null | undefined) => cut(text, 15, 14, DOTS);

/** Duration over 6 characters: cut to 6 [TT-CUT-2]. */
export const cutDuration = (text: string | null | undefined) => cut(text, 6, 6);

/**
 * Subject, batch or topic over 45 characters: cut to 44 [TT-CUT-3]. Decision (silent on dots
 * here): no dots, as the rule names dots only for the start time and the description is
 * likewise a plain cut.
 */
export const cutSubject = (text: string | null | undefined) => cut(text, 45, 44);
export const cutBatch = cutSubject;
export const cutTopic = cutSubject;

/** Teacher name over 45 characters: cut to 44 [TT-CUT-4]; decision for [TT-CUT-7], reading A (keep one less than the limit, like the other fields). */
export const cutTeacher = (text: string | null | undefined) => cut(text, 45, 44);

/** Teacher name in the live class card over 40 characters: cut to 39 [TT-CUT-5]; [TT-CUT-7] reading A. */
export const cutLiveTeacher = (text: string | null | undefined) => cut(text, 40, 39);

/** Description over 90 characters: cut to 89 [TT-CUT-6]. */
export const cutDescription = (text: string | null | undefined) => cut(text, 90, 89);

/** Description in offline exam rows over 45 characters (S2 §9); decision: cut to 44, the same one-less pattern as TT-CUT-6. */
export const cutOfflineExamDescription = (text: string | null | undefined) => cut(text, 45, 44);
