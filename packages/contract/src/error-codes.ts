// Plain values, no zod: the browser imports this file alone ('@portal/contract/error-codes'),
// so reading an error code does not bring the schema library into a screen's bundle.

/** Error codes the server sends, so a screen can show the text in the user's language. */
export const ERROR_CODES = {
  validation: 'VALIDATION',
  invalidCredentials: 'INVALID_CREDENTIALS',
  feeDues: 'FEE_DUES',
  noStudents: 'NO_STUDENTS',
  rateLimited: 'RATE_LIMITED',
  sessionEnded: 'SESSION_ENDED',
  sessionReplaced: 'SESSION_REPLACED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  /** The integration API: no key, a malformed, unknown or revoked one (401). */
  apiKeyInvalid: 'API_KEY_INVALID',
  /** The integration API: the key lacks the scope the call needs (403). */
  apiKeyScope: 'API_KEY_SCOPE',
  sourceRequired: 'SOURCE_REQUIRED',
  /**
   * A state change sent from another site (Sec-Fetch-Site cross-site, or an Origin not ours):
   * 400, not 403, so it never ends a session (decision 028).
   */
  crossSite: 'CROSS_SITE',
  /** A timetable call for a learner without any batch or product [TT-ERR-1]. */
  noCourse: 'NO_COURSE',
  /** Any refused single sign-on token (one answer for every reason) [API-SSO-1]. */
  ssoInvalid: 'SSO_INVALID',
  /** A signed download address past its time (fee receipts) [API-FEES-2]. */
  linkExpired: 'LINK_EXPIRED',
  /** A Range past the end of a file (416), with Content-Range: bytes * /size. */
  rangeNotSatisfiable: 'RANGE_NOT_SATISFIABLE',
  /** An upload over its size limit: the part is refused and nothing is kept (413). */
  uploadTooLarge: 'UPLOAD_TOO_LARGE',
  /** The server's disk is full: nothing of the upload is kept (507). */
  storageFull: 'STORAGE_FULL',
  /** A file whose content is not one of the allowed types [ASSIGN-UPLOAD-5]. */
  fileTypeNotAllowed: 'FILE_TYPE_NOT_ALLOWED',
  /** More files than a submission allows [ASSIGN-UPLOAD-4]. */
  tooManyFiles: 'TOO_MANY_FILES',
  /** More links than a submission allows [ASSIGN-LINK-1]. */
  tooManyLinks: 'TOO_MANY_LINKS',
  /** A submitted assignment, or a past one without late submission [ASSIGN-STATUS-7/9/10]. */
  assignmentClosed: 'ASSIGNMENT_CLOSED',
  /** Parents may not save or submit [ASSIGN-PARENT-1/2]. */
  parentNotAllowed: 'PARENT_NOT_ALLOWED',
  /** Change password: the existing password is not the account's [PWD-CHANGE-2]. */
  existingPasswordWrong: 'EXISTING_PASSWORD_WRONG',
  /**
   * Change password: the new password fails the policy (decision 020); `errors` names
   * newPassword with the English text of the domain's key.
   */
  newPasswordRefused: 'NEW_PASSWORD_REFUSED',
  /**
   * A profile update at an institute that does not let students edit their profile
   * [PROFILE-EDIT-1] (409, not 403: a 403 ends the browser's session).
   */
  profileEditNotAllowed: 'PROFILE_EDIT_NOT_ALLOWED',
  /**
   * A paid study course whose product the learner's enrolment no longer covers (decision 066):
   * 409, not 403 (a 403 ends the browser's session), with the product's title and end date.
   */
  productExpired: 'PRODUCT_EXPIRED',
  internal: 'INTERNAL',
} as const;

/** The message of a timetable call for a learner without any batch or product [TT-ERR-1]. */
export const NO_COURSE_MESSAGE = 'Please assign course!';

/**
 * The test panel's codes (decision 040; calls in exam-panel.ts), besides the app's VALIDATION,
 * NOT_FOUND, PARENT_NOT_ALLOWED and RATE_LIMITED.
 */
export const PANEL_ERROR_CODES = {
  /** 401: no attempt cookie and no session of the attempt's student: sign in again in place. */
  signIn: 'PANEL_SIGN_IN',
  /** 401: a launch token unknown, already used, or past its minute. */
  launchInvalid: 'PANEL_LAUNCH_INVALID',
  /** 409: refusals of a launch or of a new attempt [EXAM-LIST-3..9]. */
  notStarted: 'EXAM_NOT_STARTED',
  attemptsUsed: 'EXAM_ATTEMPTS_USED',
  alreadyTaken: 'EXAM_ALREADY_TAKEN',
  ended: 'EXAM_ENDED',
  resultPending: 'EXAM_RESULT_PENDING',
  /** 409: a save or submit arriving after the deadline and its grace. */
  timeOver: 'EXAM_TIME_OVER',
  /** 409: new answers to an attempt already submitted or ended. */
  attemptClosed: 'EXAM_ATTEMPT_CLOSED',
} as const;
