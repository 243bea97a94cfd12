import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parentSession } from '../../test/fixtures.ts';
import { callsTo } from '../../test/exam-service.ts';
import { openReports, progress, tableRows } from './testing/report-server.ts';

const rows = (name: string | RegExp) => tableRows(name).slice(1);

describe('Exam reports: progress over time (decision 048)', () => {
  it('[REPORT-PCT-1] score and percentile by test as a line chart with its table, oldest first', async () => {
    await openReports({ search: '?mode=progress' });
    expect(await screen.findByRole('img', { name: /Score and percentile by test, oldest first/ })).toBeInTheDocument();
    expect(rows('Score and percentile by test')).toEqual([
      ['10-09-2026', 'Unit test 1', '62.50 %', '70.73'],
      ['02-10-2026', 'Mock 1', '40.00 %', '51.22'],
      ['05-11-2026', 'Unit test 2', '80.00 %', '92.68'],
    ]);
    expect(screen.getByRole('tab', { name: 'Progress' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a test type chosen keeps its tests only', async () => {
    const { user } = await openReports({ search: '?mode=progress' });
    const choice = await screen.findByRole('combobox', { name: 'Test type' });
    expect(within(choice).getAllByRole('option').map((o) => o.textContent)).toEqual(['All test types', 'JEE Online Exams', 'JEE Mock Series']);
    await user.selectOptions(choice, 'JEE Mock Series');
    expect(rows('Score and percentile by test').map((r) => r[1])).toEqual(['Mock 1']);
  });

  it('[REPORT-ACC-1] the weakest topics, and attendance and homework on time by month, newest month first', async () => {
    await openReports({ search: '?mode=progress' });
    await screen.findByRole('img', { name: /Score and percentile/ });
    expect(rows('Topics to work on (lowest accuracy first)')).toEqual([['Optics', '25.00', '1', '3', '0']]);
    expect(rows('Attendance and homework on time by month')).toEqual([
      ['November 2026', '75 % (9 of 12)', '67 % (2 of 3)'],
      ['October 2026', '90 % (18 of 20)', '–'],
    ]);
  });

  it('with no published result yet: a sentence, no chart; no topic judged: a sentence', async () => {
    await openReports({ search: '?mode=progress', progress: progress({ scores: [], topics: [] }) });
    expect(await screen.findByText('No published result yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Score and percentile/ })).toBeNull();
    expect(screen.getByText(/Topics are judged once/)).toBeInTheDocument();
  });

  it("a parent sees the chosen child's progress, asked by the child's user id", async () => {
    await openReports({ search: '?mode=progress', session: parentSession });
    await screen.findByRole('img', { name: /Score and percentile/ });
    expect(callsTo('/api/v1/reports/progress/').map((c) => c.url.pathname)).toEqual([`/api/v1/reports/progress/${parentSession.user_id}`]);
  });
});
