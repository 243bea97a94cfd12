import { describe, expect, it } from 'vitest';
import { editBlock, goBackPath, nextStudentStatus, saveBlock, stepperStage, type EditInput } from './edit-rules.ts';

const base: EditInput = { student_status: 'Pending', teacher_status: 'Pending', days_left: 3, allow_assignment_late_submission: 'N' };
const make = (patch: Partial<EditInput>): EditInput => ({ ...base, ...patch });

describe('what a status allows', () => {
  it.each(['Pending', 'Draft'] as const)('[ASSIGN-STATUS-5] [ASSIGN-STATUS-6] an ongoing %s item may be saved and submitted', (status) => {
    expect(editBlock(make({ student_status: status }))).toBeNull();
    expect(editBlock(make({ student_status: status, days_left: 0 }))).toBeNull();
  });

  it('[ASSIGN-STATUS-7] a Submitted item, evaluated or not, can no longer be edited', () => {
    expect(editBlock(make({ student_status: 'Submitted' }))).toBe('submitted');
    expect(editBlock(make({ student_status: 'Submitted', teacher_status: 'Evaluated' }))).toBe('submitted');
    expect(editBlock(make({ student_status: 'Submitted', days_left: -1, allow_assignment_late_submission: 'Y' }))).toBe('submitted');
  });

  it('[ASSIGN-STATUS-9] a past item accepts a submission with late submission Y and not submitted', () => {
    expect(editBlock(make({ student_status: 'Not Submitted', days_left: -1, allow_assignment_late_submission: 'Y' }))).toBeNull();
    expect(editBlock(make({ student_status: 'Draft', days_left: -1, allow_assignment_late_submission: 'Y' }))).toBeNull();
  });

  it('[ASSIGN-STATUS-10] a past item without late submission accepts none, whatever its status says', () => {
    expect(editBlock(make({ student_status: 'Expired', days_left: -1 }))).toBe('lateClosed');
    expect(editBlock(make({ student_status: 'Pending', days_left: -1 }))).toBe('lateClosed');
    expect(editBlock(make({ student_status: 'Not Submitted', days_left: -1 }))).toBe('lateClosed');
  });

  it('[ASSIGN-STATUS-10] [ASSIGN-STATUS-12] Expired stays closed even if the late flag reads Y', () => {
    expect(editBlock(make({ student_status: 'Expired', days_left: -1, allow_assignment_late_submission: 'Y' }))).toBe('lateClosed');
  });
});

describe('save and submit clicks', () => {
  it('[ASSIGN-PARENT-1] [ASSIGN-PARENT-2] a parent login gets the not-allowed message', () => {
    expect(saveBlock(base, true)).toBe('assign.err.parentNotAllowed');
    expect(saveBlock(base, false)).toBeNull();
  });

  it('[ASSIGN-STATUS-7] [ASSIGN-STATUS-10] a closed item answers its reason first, for a parent too', () => {
    expect(saveBlock(make({ student_status: 'Submitted' }), true)).toBe('assign.err.submitted');
    expect(saveBlock(make({ days_left: -1 }), false)).toBe('assign.err.lateClosed');
  });

  it('[ASSIGN-SAVE-1] [ASSIGN-SAVE-2] save sends Draft, submit sends Submitted', () => {
    expect(nextStudentStatus('save')).toBe('Draft');
    expect(nextStudentStatus('submit')).toBe('Submitted');
  });
});

describe('stepper and go-back', () => {
  it('[ASSIGN-STEP-3] nothing handed in reaches stage 1', () => {
    expect(stepperStage({ student_status: 'Pending', teacher_status: null })).toBe(1);
    expect(stepperStage({ student_status: 'Not Submitted', teacher_status: null })).toBe(1);
    expect(stepperStage({ student_status: 'Expired', teacher_status: null })).toBe(1);
  });

  it('[ASSIGN-STEP-3] Draft and Submitted awaiting review reach stage 2', () => {
    expect(stepperStage({ student_status: 'Draft', teacher_status: null })).toBe(2);
    expect(stepperStage({ student_status: 'Submitted', teacher_status: 'Pending' })).toBe(2);
  });

  it('[ASSIGN-STEP-3] [ASSIGN-STEP-2] Evaluated reaches stage 3 (check remarks)', () => {
    expect(stepperStage({ student_status: 'Submitted', teacher_status: 'Evaluated' })).toBe(3);
  });

  it('[ASSIGN-BACK-1] an ongoing assignment goes back to ../assignment', () => {
    expect(goBackPath(0)).toBe('../assignment');
    expect(goBackPath(9)).toBe('../assignment');
  });

  it('[ASSIGN-BACK-2] a past assignment goes back to ../assignment?open=999', () => {
    expect(goBackPath(-1)).toBe('../assignment?open=999');
  });
});
