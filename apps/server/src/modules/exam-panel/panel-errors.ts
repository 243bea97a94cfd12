import { ERROR_CODES, PANEL_ERROR_CODES } from '@portal/contract';
import type { PanelRefusal } from '@portal/domain';
import { HttpError } from '../../http-error.ts';

/** The panel's refusals (decision 040). None is 403: the browser logs out on any 403 [SESSION-FORBID-1]. */
export const PANEL_MESSAGES = {
  parent: 'Parents are not allowed to give exam',
  signIn: 'Please sign in again to continue the test. Your answers are kept.',
  launchInvalid: 'This test link has expired or was already used. Please open the test again from My Exam.',
  tooManyLaunches: 'Too many test links that do not work. Please wait a few minutes and open the test again from My Exam.',
  timeOver: 'The time for this exam is over; answers saved before the end are kept.',
  attemptClosed: 'This attempt has already ended; answers saved before the end are kept.',
  'not-started': 'This exam has not started yet.',
  'attempts-used': 'You have used all the attempts of this practice test.',
  'already-taken': 'You have already taken this exam.',
  ended: 'This exam has ended.',
  'result-pending': 'The result of this exam is not published yet.',
} as const;

const REFUSAL_CODE: Readonly<Record<Exclude<PanelRefusal, 'parent'>, string>> = {
  'not-started': PANEL_ERROR_CODES.notStarted,
  'attempts-used': PANEL_ERROR_CODES.attemptsUsed,
  'already-taken': PANEL_ERROR_CODES.alreadyTaken,
  ended: PANEL_ERROR_CODES.ended,
  'result-pending': PANEL_ERROR_CODES.resultPending,
};

/** [EXAM-BTN-8] [TT-EXAM-8]: the text the card shows, 400 as the assignments' parent refusal. */
export const parentNotAllowed = () => new HttpError(400, ERROR_CODES.parentNotAllowed, PANEL_MESSAGES.parent);

/** Start, Resume, View or a new attempt that the card's rules refuse: 409 with the reason's code. */
export function launchRefused(reason: PanelRefusal): HttpError {
  if (reason === 'parent') return parentNotAllowed();
  return new HttpError(409, REFUSAL_CODE[reason], PANEL_MESSAGES[reason]);
}

/** Neither the attempt cookie nor a live session of the attempt's student: the panel asks to sign in, in place. */
export const signInAgain = () => new HttpError(401, PANEL_ERROR_CODES.signIn, PANEL_MESSAGES.signIn);
export const launchInvalid = () => new HttpError(401, PANEL_ERROR_CODES.launchInvalid, PANEL_MESSAGES.launchInvalid);
export const timeOver = () => new HttpError(409, PANEL_ERROR_CODES.timeOver, PANEL_MESSAGES.timeOver);
export const attemptClosed = () => new HttpError(409, PANEL_ERROR_CODES.attemptClosed, PANEL_MESSAGES.attemptClosed);
