import { z } from 'zod';
import { INT32_MAX, ZId, zIntIn, zText } from './common.ts';
import { EXAM_API_PREFIX, zExamEnvelope } from './exams.ts';
import { ZPanelSavedAnswer } from './exam-panel-content.ts';

/**
 * Our own test panel's calls (issue 13, decision 040), under the exam service's prefix. The
 * panel opens with a single-use launch token, then saves and submits with an attempt cookie
 * scoped to its attempt's path (or the student's session). Answers are `{ statusCode, message,
 * data }` as the exam service's; errors are ZErrorBody with one of PANEL_ERROR_CODES (or the
 * app's: VALIDATION, NOT_FOUND, PARENT_NOT_ALLOWED, RATE_LIMITED).
 */
export const EXAM_PANEL_PREFIX = `${EXAM_API_PREFIX}/panel`;

/** The panel page; the launch token follows in the fragment, which no request or Referer carries. */
export const TEST_PANEL_PATH = '/my-account/test-panel';

/** The path the attempt cookie is scoped to, and the prefix of every call on one attempt. */
export const attemptPath = (attemptId: number) => `${EXAM_PANEL_PREFIX}/attempts/${attemptId}`;

/** The HttpOnly cookie holding an attempt's opaque token (decision 040). */
export const ATTEMPT_COOKIE = 'portal_attempt';

// The codes live in the zod-free error-codes file, so the panel's screens read them without zod.
export { PANEL_ERROR_CODES } from './error-codes.ts';

/** POST /exam-api/panel/launch: Start, Resume or View of a card [EXAM-BTN-5]. */
export const ZPanelLaunchRequest = z.object({
  test_id: ZId,
  /** The card's test_institute_id (a product test may be another institute's); when sent, it must match. */
  test_institute_id: ZId.optional(),
  /** View: which finished attempt to review (the latest when absent). */
  attempt_id: ZId.optional(),
});
export const ZPanelLaunchResponse = zExamEnvelope(
  z.object({
    /** Open this address in the panel window: TEST_PANEL_PATH#launch=<token>. */
    launch_url: z.string(),
    mode: z.enum(['attempt', 'review']),
    /** The token works once, within this many seconds. */
    expires_in_seconds: z.number().int(),
  }),
);

/** POST /exam-api/panel/enter: spends the launch token, opens the attempt, sets the attempt cookie. */
export const ZPanelEnterRequest = z.object({ launch_token: zText(200) });

const ZOptionId = zText(64);
const MAX_ITEMS = 50;
const zRecordOf = <T extends z.ZodType>(value: T) =>
  z.record(ZOptionId, value).refine((r) => Object.keys(r).length <= MAX_ITEMS, { message: `at most ${MAX_ITEMS} items` });

/** An answer as the panel saves it: the domain's Answer (question-types.ts), option ids as the question names them. */
export const ZPanelAnswer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('single'), choice: ZOptionId }),
  z.object({ kind: z.literal('multiple'), choices: z.array(ZOptionId).max(MAX_ITEMS) }),
  z.object({ kind: z.literal('true-false'), value: z.boolean() }),
  z.object({ kind: z.literal('numeric'), text: zText(64) }),
  z.object({ kind: z.literal('text'), text: zText(2000, { multiline: true }) }),
  z.object({ kind: z.literal('matching'), pairs: zRecordOf(ZOptionId) }),
  z.object({ kind: z.literal('grid'), rows: zRecordOf(z.array(ZOptionId).max(MAX_ITEMS)) }),
]);
export type TPanelAnswer = z.infer<typeof ZPanelAnswer>;

/**
 * One question's state, sent whenever it changes. `seq` says when the change was made: hundredths
 * of a second since the attempt started, on the server's clock as the device reads it, never below
 * a seq the device has seen (decision 070, domain nextChangeSeq). The server keeps the highest and
 * acknowledges a lower or equal one without changing anything, so replays and late retries never
 * overwrite a newer answer, and of two devices the change made last wins.
 */
export const ZPanelSaveItem = z.object({
  question_id: ZId,
  /** null: cleared. */
  answer: ZPanelAnswer.nullable(),
  marked_for_review: z.boolean().optional(),
  seq: zIntIn(0, INT32_MAX),
  /** Milliseconds spent on the question so far (subject-wise time). */
  time_spent_ms: zIntIn(0, 86_400_000).optional(),
});
export type TPanelSaveItem = z.infer<typeof ZPanelSaveItem>;

/** At most this many items in one save. */
export const MAX_SAVE_ITEMS = 300;

export const ZPanelAttemptParams = z.object({ attempt_id: ZId });
/** PUT (or POST) /exam-api/panel/attempts/{attempt_id}/answers. */
export const ZPanelSaveRequest = z.object({
  answers: z.array(ZPanelSaveItem).min(1).max(MAX_SAVE_ITEMS),
  /** The server's clock at the device's last contact: answers changed since (on another device) come back in `newer`. */
  since_ms: zIntIn(0, Number.MAX_SAFE_INTEGER).optional(),
});
/** GET .../time?since_ms=: as the save's. */
export const ZPanelTimeQuery = z.object({ since_ms: zIntIn(0, Number.MAX_SAFE_INTEGER).optional() });
/** POST /exam-api/panel/attempts/{attempt_id}/submit, with the last unsent answers if any. */
export const ZPanelSubmitRequest = z.object({ answers: z.array(ZPanelSaveItem).max(MAX_SAVE_ITEMS).optional() });
export const ZPanelBookmarkRequest = z.object({ question_id: ZId });
export const ZPanelBookmarkParams = z.object({ attempt_id: ZId, question_id: ZId });

export const ZAttemptStatus = z.enum(['in_progress', 'submitted', 'expired']);

/** Where the attempt's clock stands: the panel counts seconds_left down on a monotonic clock. */
export const ZPanelClock = z.object({
  status: ZAttemptStatus,
  /** Rounded up; 0 once the deadline is reached. */
  seconds_left: z.number().int().min(0),
  deadline_ms: z.number().int(),
  server_now_ms: z.number().int(),
});

/**
 * The answers the server holds that the device may not know (decision 070): those of the questions
 * it sent whose held change is newer than the one sent (another device's, made later: the device
 * shows it and says so), and those saved since `since_ms` (another device answered).
 */
const ZNewer = z.array(ZPanelSavedAnswer);

export const ZPanelTimeResponse = zExamEnvelope(
  ZPanelClock.extend({
    /** Exact, for the countdown (seconds_left is rounded up). */
    ms_left: z.number().int().min(0),
    newer: ZNewer,
  }),
);

export const ZPanelSaveResponse = zExamEnvelope(
  z.object({
    /** Per question: the seq the server now holds (at least the one sent). */
    saved: z.array(z.object({ question_id: z.number().int(), seq: z.number().int() })),
    seconds_left: z.number().int().min(0),
    ms_left: z.number().int().min(0),
    server_now_ms: z.number().int(),
    newer: ZNewer,
  }),
);

export const ZPanelBookmarkResponse = zExamEnvelope(z.object({ question_id: z.number().int(), bookmarked: z.boolean() }));

export * from './exam-panel-content.ts';

/** The answers' data as the panel's screens read them (types only: the browser loads no zod). */
export type TPanelLaunchRequest = z.infer<typeof ZPanelLaunchRequest>;
export type TPanelLaunch = z.infer<typeof ZPanelLaunchResponse>['data'];
export type TPanelClock = z.infer<typeof ZPanelTimeResponse>['data'];
export type TPanelSavedAnswer = z.infer<typeof ZPanelSavedAnswer>;
export type TPanelSaved = z.infer<typeof ZPanelSaveResponse>['data'];
