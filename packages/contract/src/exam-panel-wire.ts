// Plain values of the test panel's wire, no zod: the browser imports this file alone
// ('@portal/contract/exam-panel-wire'), like error-codes.ts, so the panel's screens and the
// server's schemas read the same limits and build the same addresses (decision 073).

/** At most this many answers in one save or submit; the panel sends more in further batches. */
export const MAX_SAVE_ITEMS = 300;
/** The longest time on one question a save carries: a day, in milliseconds. */
export const MAX_TIME_SPENT_MS = 86_400_000;
/** At most this many choices, pairs or grid rows in one answer. */
export const MAX_ANSWER_PARTS = 50;
/** The longest numeric answer, as typed. */
export const MAX_NUMERIC_ANSWER_LENGTH = 64;
/** The longest written answer. */
export const MAX_TEXT_ANSWER_LENGTH = 2000;

/** The panel's calls, below the exam service's base (EXAM_API_PREFIX on this server, the web's SERVICE_BASE.exam). */
export const PANEL_PATH = '/panel';

/** A call on one attempt, below the exam service's base; `call` is '/answers', '/time'... ('' for the attempt itself). */
export const attemptCallPath = (attemptId: number, call = ''): string => `${PANEL_PATH}/attempts/${attemptId}${call}`;

/** Where the panel saves an attempt's answers: PUT from the queue, the same with keepalive from a closing window. */
export const saveAnswersPath = (attemptId: number): string => attemptCallPath(attemptId, '/answers');
