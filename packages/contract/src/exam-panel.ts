import { z } from 'zod';
import { ZId, zIntIn, zText } from './common.ts';
import { EXAM_API_PREFIX, zExamEnvelope } from './exams.ts';
import { ZPanelSaveItem, ZPanelSavedAnswer } from './exam-panel-answer.ts';
import { attemptCallPath, MAX_SAVE_ITEMS, PANEL_PATH } from './exam-panel-wire.ts';

/**
 * Our own test panel's calls (issue 13, decision 040), under the exam service's prefix. The
 * panel opens with a single-use launch token, then saves and submits with an attempt cookie
 * scoped to its attempt's path (or the student's session). Answers are `{ statusCode, message,
 * data }` as the exam service's; errors are ZErrorBody with one of PANEL_ERROR_CODES (or the
 * app's: VALIDATION, NOT_FOUND, PARENT_NOT_ALLOWED, RATE_LIMITED).
 */
export const EXAM_PANEL_PREFIX = `${EXAM_API_PREFIX}${PANEL_PATH}`;

/** The panel page; the launch token follows in the fragment, which no request or Referer carries. */
export const TEST_PANEL_PATH = '/my-account/test-panel';

/** The path the attempt cookie is scoped to, and the prefix of every call on one attempt. */
export const attemptPath = (attemptId: number) => `${EXAM_API_PREFIX}${attemptCallPath(attemptId)}`;

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
export * from './exam-panel-answer.ts';
export * from './exam-panel-wire.ts';

/** The answers' data as the panel's screens read them (types only: the browser loads no zod). */
export type TPanelLaunchRequest = z.infer<typeof ZPanelLaunchRequest>;
export type TPanelLaunch = z.infer<typeof ZPanelLaunchResponse>['data'];
export type TPanelClock = z.infer<typeof ZPanelTimeResponse>['data'];
export type TPanelSaved = z.infer<typeof ZPanelSaveResponse>['data'];
