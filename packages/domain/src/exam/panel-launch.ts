import { examCardButton } from './exam-card-button.ts';
import { examListStatus, PRACTICE_TEST, type ExamStatusFacts } from './exam-list-status.ts';

/**
 * Why Start, Resume or View cannot open the test panel: a parent login [EXAM-BTN-8]; before the
 * start [EXAM-LIST-5]; a practice test at its limit [EXAM-LIST-9] [EXAM-BTN-7]; a mock or online
 * test already taken [EXAM-LIST-8]; after the end without a result to see [EXAM-LIST-3]; after the
 * end with the result not yet published [EXAM-LIST-4] (decision 033).
 */
export type PanelRefusal = 'parent' | 'not-started' | 'attempts-used' | 'already-taken' | 'ended' | 'result-pending';

/** 'attempt': sit the test (a new attempt, or the open one); 'review': read a finished attempt and its result. */
export type PanelLaunch = { mode: 'attempt' | 'review' } | { refused: PanelRefusal };

/**
 * What pressing the card's button does (issue 13, decision 040): the panel opens for Start and
 * Resume to sit the test, for View to review it [EXAM-BTN-5], only when the button is active
 * (examCardButton); otherwise the reason it is refused. The server judges every launch with this,
 * so a client that draws a stale card cannot open what the card no longer allows.
 */
export function panelLaunch(card: ExamStatusFacts, nowMs: number, userType: number, product = false): PanelLaunch {
  const status = examListStatus(card, nowMs, product);
  const button = examCardButton(status, card, userType, { product, assignedProductTests: product ? 1 : 0 });
  if (button.parentBlocked) return { refused: 'parent' };
  if (button.active && (button.kind === 'start' || button.kind === 'resume')) return { mode: 'attempt' };
  if (button.active && button.kind === 'view') return { mode: 'review' };
  if (status === 'upcoming') return { refused: 'not-started' };
  if (nowMs < card.end_timestamp * 1000) return { refused: card.test_type_id === PRACTICE_TEST ? 'attempts-used' : 'already-taken' };
  return { refused: status === 'attempted' && !product ? 'result-pending' : 'ended' };
}
