import { ERROR_CODES, PANEL_ERROR_CODES } from '@portal/contract/error-codes';

/** The panel's error codes, zod-free from the contract (decision 040). */
export const PANEL_CODES = PANEL_ERROR_CODES;

/** The refusals the panel and My Exam say in the user's language (examPanel.refusal.*), by code. */
export const REFUSAL_CODES = [
  PANEL_CODES.launchInvalid,
  PANEL_CODES.notStarted,
  PANEL_CODES.attemptsUsed,
  PANEL_CODES.alreadyTaken,
  PANEL_CODES.ended,
  PANEL_CODES.resultPending,
  PANEL_CODES.timeOver,
  PANEL_CODES.attemptClosed,
  ERROR_CODES.parentNotAllowed,
  ERROR_CODES.rateLimited,
] as const;
