/**
 * Assignment statuses [ASSIGN-STATUS-1..4] [ASSIGN-STATUS-8] [ASSIGN-STATUS-11/12], decision 025.
 * The domain names its own types (no contract import): the contract's TStudentStatus fits.
 */
export const STUDENT_STATUSES = ['Pending', 'Draft', 'Not Submitted', 'Submitted', 'Expired'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

/** What a card or the detail shows: a student status, or Evaluated [ASSIGN-STATUS-2]. */
export type ShownStatus = StudentStatus | 'Evaluated';

/** The status the server stores for a student's submission; the wire status derives from it. */
export type StoredStatus = 'Pending' | 'Draft' | 'Submitted';

export type StatusInput = { student_status: StudentStatus; teacher_status: string | null };

/** teacher_status says Evaluated (compared trimmed and case-insensitively: legacy rows vary). */
export const isEvaluated = (teacherStatus: string | null | undefined) =>
  (teacherStatus ?? '').trim().toLowerCase() === 'evaluated';

/**
 * The shown status [ASSIGN-STATUS-2/3]: Submitted and evaluated shows Evaluated; Submitted
 * otherwise shows Submitted with reviewPending (the screen adds "review pending from faculty");
 * any other status as is (an Evaluated teacher_status on an unsubmitted item changes nothing).
 */
export function shownStatus(item: StatusInput): { status: ShownStatus; reviewPending: boolean } {
  if (item.student_status !== 'Submitted') return { status: item.student_status, reviewPending: false };
  return isEvaluated(item.teacher_status)
    ? { status: 'Evaluated', reviewPending: false }
    : { status: 'Submitted', reviewPending: true };
}

/** days_left -1 means past; any other value means ongoing [ASSIGN-STATUS-8]. */
export const isPastAssignment = (daysLeft: number) => daysLeft < 0;

/**
 * The student_status the server sends [ASSIGN-STATUS-12] reading A (Expired is a server value),
 * derived on every read from the stored status, so it follows the clock without a job:
 * ongoing items send the stored status; a past Submitted stays Submitted; a past item never
 * submitted (Pending or Draft) is Not Submitted while late submission is allowed (it can still
 * be saved and submitted [ASSIGN-STATUS-5/6/9]) and Expired when it is not [ASSIGN-STATUS-10].
 * So Expired appears only on the past list [ASSIGN-STATUS-4], and each tab's statuses are
 * exactly its dropdown's [ASSIGN-FILTER-1/2].
 */
export function wireStudentStatus(stored: StoredStatus, past: boolean, lateAllowed: boolean): StudentStatus {
  if (!past || stored === 'Submitted') return stored;
  return lateAllowed ? 'Not Submitted' : 'Expired';
}
