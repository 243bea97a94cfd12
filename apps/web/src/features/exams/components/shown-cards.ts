import type { TExamTest } from '@portal/contract';
import { examListStatus, isCardShown, type ExamListStatus } from '@portal/domain/exam/exam-list-status';

/** The statuses a shown card can have [EXAM-LIST-11]; expired and attempted are never drawn. */
export type ShownStatus = Extract<ExamListStatus, 'upcoming' | 'ongoing' | 'practice' | 'resume' | 'view'>;

/** The domain's rule [EXAM-LIST-11/12] as a type guard, so a card is only ever drawn with a shown status. */
export const isShownStatus = (status: ExamListStatus): status is ShownStatus => isCardShown(status);

export type ShownCard = { test: TExamTest; status: ShownStatus };

/**
 * The cards to draw, with their status at `nowMs` [EXAM-LIST-1..10]: expired and attempted ones
 * are left out [EXAM-LIST-11/12]. A product's test has no view state [EXAM-LIST-13].
 */
export function shownCards(tests: readonly TExamTest[], nowMs: number, product = false): ShownCard[] {
  return tests.flatMap((test) => {
    const status = examListStatus(test, nowMs, product);
    return isShownStatus(status) ? [{ test, status }] : [];
  });
}
