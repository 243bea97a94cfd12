import { isEvaluated, isPastAssignment, type StudentStatus } from './status.ts';

/** The detail fields the edit rules read; the contract's TAssignmentDetail fits. */
export type EditInput = {
  student_status: StudentStatus;
  teacher_status: string | null;
  days_left: number;
  allow_assignment_late_submission: 'Y' | 'N';
};

/** Why a submission is closed: already submitted [ASSIGN-STATUS-7], or past without late submission [ASSIGN-STATUS-10]. */
export type EditBlock = 'submitted' | 'lateClosed';

/**
 * Whether save and submit are offered [ASSIGN-STATUS-5..10]: a Submitted item never (evaluated
 * or not); an Expired item, or a past one whose late submission is not Y, never; any other
 * (Pending, Draft, Not Submitted, ongoing or past with late submission Y) may be saved and
 * submitted. The past test reads days_left [ASSIGN-STATUS-8] as well as the status, so an item
 * the server has not relabelled is closed all the same. The server applies it to every save.
 */
export function editBlock(item: EditInput): EditBlock | null {
  if (item.student_status === 'Submitted') return 'submitted';
  if (item.student_status === 'Expired') return 'lateClosed';
  if (isPastAssignment(item.days_left) && item.allow_assignment_late_submission !== 'Y') return 'lateClosed';
  return null;
}

export type SaveBlockKey = 'assign.err.submitted' | 'assign.err.lateClosed' | 'assign.err.parentNotAllowed';

/**
 * What a save or submit click answers before anything is sent: the closed reasons first (the
 * buttons are hidden then, but a stale screen or a crafted request still meets them), then a
 * parent login, which sees the not-allowed message on both [ASSIGN-PARENT-1/2]; null: go on.
 */
export function saveBlock(item: EditInput, parentLogin: boolean): SaveBlockKey | null {
  const block = editBlock(item);
  if (block === 'submitted') return 'assign.err.submitted';
  if (block === 'lateClosed') return 'assign.err.lateClosed';
  return parentLogin ? 'assign.err.parentNotAllowed' : null;
}

export type SaveAction = 'save' | 'submit';

/** The status a save (Draft) or a submit (Submitted) sends [ASSIGN-SAVE-1/2] [ASSIGN-STATUS-5/6]. */
export const nextStudentStatus = (action: SaveAction): 'Draft' | 'Submitted' => (action === 'save' ? 'Draft' : 'Submitted');

/** Stepper stages in order [ASSIGN-STEP-1]: 1 new assignment, 2 submit here, 3 check remarks. */
export type StepperStage = 1 | 2 | 3;

/**
 * The last stage reached, the later ones blurred [ASSIGN-STEP-2]; decision 025 [ASSIGN-STEP-3]:
 * Pending, Not Submitted and Expired reach 1 (nothing handed in); Draft and Submitted awaiting
 * review reach 2 (work handed in, remarks not yet there); Evaluated reaches 3.
 */
export function stepperStage(item: { student_status: StudentStatus; teacher_status: string | null }): StepperStage {
  if (item.student_status === 'Submitted') return isEvaluated(item.teacher_status) ? 3 : 2;
  return item.student_status === 'Draft' ? 2 : 1;
}

/** Go-back from the detail: ../assignment, or ../assignment?open=999 for a past one [ASSIGN-BACK-1/2]. */
export const goBackPath = (daysLeft: number) =>
  isPastAssignment(daysLeft) ? '../assignment?open=999' : '../assignment';
