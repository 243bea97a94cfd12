import { describe, expect, it } from 'vitest';
import type { ExamStatusFacts } from './exam-list-status.ts';
import { panelLaunch } from './panel-launch.ts';

const H = 3_600_000;
const now = 100 * H;
const card = (over: Partial<ExamStatusFacts>): ExamStatusFacts => ({
  test_type_id: 4,
  test_limit: 1,
  total_attempts: 0,
  incomplete_attempts: 0,
  is_submitted: 0,
  start_timestamp: (now - H) / 1000,
  end_timestamp: (now + H) / 1000,
  ...over,
});
const after = { start_timestamp: (now - 3 * H) / 1000, end_timestamp: (now - H) / 1000 };

describe('panelLaunch: what Start, Resume and View open (issue 13, decision 040)', () => {
  it('[EXAM-BTN-2] [EXAM-BTN-3] [EXAM-BTN-5] Start on an ongoing test and Resume open the panel to sit it', () => {
    expect(panelLaunch(card({}), now, 1)).toEqual({ mode: 'attempt' });
    expect(panelLaunch(card({ incomplete_attempts: 1 }), now, 1)).toEqual({ mode: 'attempt' });
    expect(panelLaunch(card({ test_type_id: 1 }), now, 99)).toEqual({ mode: 'attempt' });
  });

  it('[EXAM-BTN-6] [EXAM-BTN-7] a practice test opens while attempts are left, else attempts-used', () => {
    expect(panelLaunch(card({ test_type_id: 2, test_limit: 3, total_attempts: 2 }), now, 1)).toEqual({ mode: 'attempt' });
    expect(panelLaunch(card({ test_type_id: 2, test_limit: 0, total_attempts: 9 }), now, 1)).toEqual({ mode: 'attempt' });
    expect(panelLaunch(card({ test_type_id: 2, test_limit: 3, total_attempts: 3 }), now, 1)).toEqual({ refused: 'attempts-used' });
  });

  it('[EXAM-LIST-8] a mock or online test taken once is refused as already taken while it is open', () => {
    expect(panelLaunch(card({ test_type_id: 1, total_attempts: 1 }), now, 1)).toEqual({ refused: 'already-taken' });
    expect(panelLaunch(card({ total_attempts: 1 }), now, 1)).toEqual({ refused: 'already-taken' });
  });

  it('[EXAM-BTN-4] [EXAM-LIST-2] View after the end with a published result opens the review', () => {
    expect(panelLaunch(card({ ...after, total_attempts: 1 }), now, 1)).toEqual({ mode: 'review' });
  });

  it('[EXAM-LIST-3] [EXAM-LIST-4] [EXAM-LIST-5] [EXAM-LIST-13] before the start, after the end unsat, or with the result pending: refused', () => {
    expect(panelLaunch(card({ start_timestamp: (now + H) / 1000, end_timestamp: (now + 2 * H) / 1000 }), now, 1)).toEqual({ refused: 'not-started' });
    expect(panelLaunch(card(after), now, 1)).toEqual({ refused: 'ended' });
    expect(panelLaunch(card({ ...after, total_attempts: 1, is_submitted: 1 }), now, 1)).toEqual({ refused: 'result-pending' });
    expect(panelLaunch(card({ ...after, total_attempts: 1 }), now, 1, true)).toEqual({ refused: 'ended' });
  });

  it('[EXAM-BTN-8] [TT-EXAM-8] a parent login is refused on every card with an action button (upcoming has none)', () => {
    expect(panelLaunch(card({}), now, 2)).toEqual({ refused: 'parent' });
    expect(panelLaunch(card({ ...after, total_attempts: 1 }), now, 3)).toEqual({ refused: 'parent' });
    expect(panelLaunch(card({ start_timestamp: (now + H) / 1000, end_timestamp: (now + 2 * H) / 1000 }), now, 2)).toEqual({ refused: 'not-started' });
  });
});
