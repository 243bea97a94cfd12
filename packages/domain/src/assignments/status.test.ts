import { describe, expect, it } from 'vitest';
import { isPastAssignment, shownStatus, wireStudentStatus, type StudentStatus } from './status.ts';

describe('shown status', () => {
  it('[ASSIGN-STATUS-2] Submitted and evaluated shows Evaluated', () => {
    expect(shownStatus({ student_status: 'Submitted', teacher_status: 'Evaluated' })).toEqual({ status: 'Evaluated', reviewPending: false });
    expect(shownStatus({ student_status: 'Submitted', teacher_status: ' evaluated ' }).status).toBe('Evaluated');
  });

  it('[ASSIGN-STATUS-3] Submitted not yet evaluated shows Submitted, review pending', () => {
    expect(shownStatus({ student_status: 'Submitted', teacher_status: 'Pending' })).toEqual({ status: 'Submitted', reviewPending: true });
    expect(shownStatus({ student_status: 'Submitted', teacher_status: null })).toEqual({ status: 'Submitted', reviewPending: true });
  });

  it.each<StudentStatus>(['Pending', 'Draft', 'Not Submitted', 'Expired'])(
    '[ASSIGN-STATUS-1] [ASSIGN-STATUS-2] %s shows as is, even with an Evaluated teacher status',
    (status) => {
      expect(shownStatus({ student_status: status, teacher_status: 'Evaluated' })).toEqual({ status, reviewPending: false });
    },
  );
});

describe('past and wire status', () => {
  it('[ASSIGN-STATUS-8] days_left -1 is past; 0 and more are ongoing', () => {
    expect(isPastAssignment(-1)).toBe(true);
    expect(isPastAssignment(0)).toBe(false);
    expect(isPastAssignment(8)).toBe(false);
  });

  it('[ASSIGN-STATUS-12] ongoing items send the stored status', () => {
    expect(wireStudentStatus('Pending', false, false)).toBe('Pending');
    expect(wireStudentStatus('Draft', false, true)).toBe('Draft');
    expect(wireStudentStatus('Submitted', false, false)).toBe('Submitted');
  });

  it('[ASSIGN-STATUS-12] [ASSIGN-STATUS-9] a past item never submitted is Not Submitted while late submission is allowed', () => {
    expect(wireStudentStatus('Pending', true, true)).toBe('Not Submitted');
    expect(wireStudentStatus('Draft', true, true)).toBe('Not Submitted');
  });

  it('[ASSIGN-STATUS-12] [ASSIGN-STATUS-10] [ASSIGN-STATUS-4] a past item never submitted without late submission is Expired', () => {
    expect(wireStudentStatus('Pending', true, false)).toBe('Expired');
    expect(wireStudentStatus('Draft', true, false)).toBe('Expired');
  });

  it('[ASSIGN-STATUS-12] a past Submitted item stays Submitted', () => {
    expect(wireStudentStatus('Submitted', true, false)).toBe('Submitted');
    expect(wireStudentStatus('Submitted', true, true)).toBe('Submitted');
  });
});
