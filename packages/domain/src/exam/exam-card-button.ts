import { isParentLogin } from '../shell/user-role.ts';
import { cut, DOTS } from '../timetable/text-cut.ts';
import { practiceAttemptsLeft, type ExamListStatus } from './exam-list-status.ts';

/** 'none': expired and attempted cards (hidden anyway [EXAM-LIST-12]) and product exams without assigned tests. */
export type ExamButtonKind = 'badge-upcoming' | 'start' | 'resume' | 'view' | 'none';

export type ExamCardButton = {
  kind: ExamButtonKind;
  /** Pressing opens the test panel in a new window [EXAM-BTN-5]. */
  active: boolean;
  /**
   * Grey; pressing shows 'Parents are not allowed to give exam' (the timetable's text
   * [TT-EXAM-8]) and opens nothing [EXAM-BTN-8].
   */
  parentBlocked: boolean;
};

export type ExamButtonOptions = {
  /** A product-assigned exam [EXAM-ONLINE-1]. */
  product?: boolean;
  /** How many tests the assigned product test list holds (product exams only) [EXAM-BTN-9]. */
  assignedProductTests?: number;
};

const KIND: Readonly<Record<ExamListStatus, ExamButtonKind>> = {
  upcoming: 'badge-upcoming',
  ongoing: 'start',
  practice: 'start',
  resume: 'resume',
  view: 'view',
  expired: 'none',
  attempted: 'none',
};

/**
 * The button of an exam card. Upcoming: a non-action badge [EXAM-BTN-1]; ongoing: Start
 * [EXAM-BTN-2]; resume: Resume [EXAM-BTN-3]; view: View [EXAM-BTN-4]; these open the panel
 * [EXAM-BTN-5]. Practice: Start, active while the limit is 0 or not reached [EXAM-BTN-6], grey
 * once reached [EXAM-BTN-7]. A parent login greys every action button and is told why
 * [EXAM-BTN-8]. A product exam's Start or Resume shows only when the assigned product test list
 * is not empty [EXAM-BTN-9].
 */
export function examCardButton(
  status: ExamListStatus,
  limits: { test_limit: number; total_attempts: number },
  userType: number,
  options: ExamButtonOptions = {},
): ExamCardButton {
  let kind = KIND[status];
  if (options.product && (kind === 'start' || kind === 'resume') && !((options.assignedProductTests ?? 0) > 0)) kind = 'none';
  if (kind === 'none' || kind === 'badge-upcoming') return { kind, active: false, parentBlocked: false };
  if (isParentLogin(userType)) return { kind, active: false, parentBlocked: true };
  const active = status !== 'practice' || practiceAttemptsLeft(limits.test_limit, limits.total_attempts);
  return { kind, active, parentBlocked: false };
}

/** Exam names on exam cards: longer than 47 characters, the first 47 plus '...' [EXAM-ONLINE-3]. */
export const cutExamName = (name: string | null | undefined): string => cut(name, 47, 47, DOTS);
