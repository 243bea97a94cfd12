import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardOf, examTest, openExams } from './testing/exam-server.ts';

// Issue 33: EXAM-PH-3 is ambiguous ('no exam available' on the exams page, 'No Exam Available'
// in S2's message list and the reports analysis). We take reading A: two texts, each screen
// keeping its own spelling (label-tests.tsx; no decision file records it yet). The reports
// side is in features/reports/reports-rules-coverage.test.tsx.

describe('exams placeholder (rules coverage)', () => {
  it('[EXAM-PH-3] reading A: the exams page says \'no exam available\' in its own lower case', async () => {
    // One exam whose end has passed without an attempt: expired, so nothing is eligible.
    await openExams({ search: '?label=11', tests: { 11: [examTest(6, { test_name: 'Missed it', from: -2880, to: -60 })] } });
    expect(await screen.findByText('no exam available')).toBeInTheDocument();
    expect(screen.queryByText('No Exam Available')).not.toBeInTheDocument();
  });

  // EXAM-SCHED-1 names a detail screen for one online test. Its card already shows every fact
  // of the test, and Start opens the panel from it: no screen in between (decision 072).
  it('[EXAM-SCHED-1] departure: no schedules view; the card holds the test\'s details and Start opens the panel from it', async () => {
    const { user, panels } = await openExams({ search: '?label=11', tests: { 11: [examTest(2, { test_name: 'Open now' })] } });
    const card = cardOf(await screen.findByRole('heading', { level: 3, name: 'Open now' }).then((h) => h.textContent!));
    for (const fact of ['Type', 'Starts', 'Ends', 'Duration']) expect(within(card).getByText(fact)).toBeInTheDocument();
    expect(within(card).queryByRole('link')).toBeNull(); // nothing leads to a detail screen
    await user.click(within(card).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(panels).toEqual(['/my-account/test-panel#launch=token-of-2']));
    expect(window.location.pathname).toBe('/my-account/exam');
  });
});
