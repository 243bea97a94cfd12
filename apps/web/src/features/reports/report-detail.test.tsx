import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { coachingSession } from '../../test/fixtures.ts';
import { examTest, openReports, reportCalls, testReport, tableRows } from './testing/report-server.ts';

const figure = (key: string) => screen.getByTestId(`report-${key}`).querySelector('dd')?.textContent;
const rows = (name: string | RegExp) => tableRows(name);

describe('Exam reports: the report of one test', () => {
  it('[REPORT-DETAIL-6] [API-EXAM-10] [REPORT-LABEL-5] View opens the report of the latest attempt; Back returns to the label chosen', async () => {
    const published = examTest(1, { test_name: 'Published quiz', to: -60, total_attempts: 1, is_result_published: 1 });
    const { user } = await openReports({ search: '?label=11', tests: { '11': [published] }, reports: { 1: testReport(1, { test_report: { test_name: 'Published quiz' } }) } });
    await user.click(await screen.findByRole('link', { name: 'View' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Published quiz' })).toBeInTheDocument();
    expect(reportCalls()[0]!.url.pathname).toBe(`/api/v1/studentdashboard/testReports/${coachingSession.account_id}:${coachingSession.user_id}/1/-1`);
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'JEE Online Exams' })).toHaveAttribute('aria-pressed', 'true'));
    expect(window.location.search).toBe('?label=11');
  });

  it('[REPORT-DETAIL-2] [REPORT-DETAIL-3] [REPORT-SUM-1] [REPORT-SUM-2] [REPORT-SUM-13] Summary by default: rank, marks, percentile, counts, students and the time in h, min, s', async () => {
    await openReports({ search: '?test=1', reports: { 1: testReport(1) } });
    await screen.findByTestId('report-rank');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Summary', 'Score Card', 'Comparison With Topper']);
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    expect(['rank', 'marks', 'percentile', 'attempted', 'correct', 'incorrect', 'students', 'time'].map(figure)).toEqual([
      '3',
      '7.5 / 12',
      '92.68',
      '3',
      '2',
      '1',
      '41',
      '1 h 2 min 5 s',
    ]);
  });

  it('[REPORT-SUM-3] [REPORT-SUM-4] [REPORT-SUM-14] the subject-wise table: score, whole minutes (truncated), counts and marks', async () => {
    await openReports({ search: '?test=1', reports: { 1: testReport(1) } });
    await screen.findByTestId('report-rank');
    expect(rows('Subject-wise report').slice(1)).toEqual([
      ['Physics', '8', '1 min', '2', '0', '0', '8', '0'],
      ['Chemistry', '-0.5', '1 min', '0', '1', '0', '0', '-0.5'],
    ]);
  });

  it('[REPORT-SUM-9] a subject name over 30 characters is cut in the table and heard whole', async () => {
    const name = 'Physical Chemistry and Thermodynamics';
    const base = testReport(1);
    await openReports({ search: '?test=1', reports: { 1: { ...base, subject_wise_distribution: [{ ...base.subject_wise_distribution[0]!, subject_name: name }] } } });
    const cell = await screen.findByRole('rowheader', { name });
    expect(within(cell).getByText(`${name.slice(0, 30)}...`)).toBeInTheDocument();
  });

  it('[REPORT-SUM-6] [REPORT-SUM-7] [REPORT-SUM-15] the question-wise table: Q.No, status in words, both answers, score, then the total marks', async () => {
    await openReports({ search: '?test=1', reports: { 1: testReport(1) } });
    await screen.findByTestId('report-rank');
    expect(rows('Question-wise report')).toEqual([
      ['Q.No', 'Status', 'Your answer', 'Correct answer', 'Score'],
      ['1', 'Correct', 'b', 'b', '4'],
      ['2', 'Correct', 'a,c', 'a,c', '4'],
      ['3', 'Wrong', 'd', 'a', '-0.5'],
      ['Total marks', '7.5 / 12'],
    ]);
  });

  it('[REPORT-CMP-1] [REPORT-CMP-2] [REPORT-ACC-1] Comparison With Topper: You, Topper and Average by score, accuracy, correct, wrong and time', async () => {
    const { user } = await openReports({ search: '?test=1', reports: { 1: testReport(1) } });
    await user.click(await screen.findByRole('tab', { name: 'Comparison With Topper' }));
    expect(rows('Comparison with the topper and the average')).toEqual([
      ['Who', 'Score', 'Accuracy (%)', 'Correct', 'Wrong', 'Time'],
      ['You', '7.5 / 12', '66.67', '2', '1', '1 h 2 min 5 s'],
      ['Topper', '12 / 12', '100.00', '3', '0', '30 min 0 s'],
      ['Average', '6.25 / 12', '60.00', '1.5', '1', '40 min 0 s'],
    ]);
    expect(window.location.search).toBe('?test=1&tab=comparison');
  });

  it('[REPORT-DETAIL-5] a practice test has no Comparison With Topper, even when the address asks for it', async () => {
    await openReports({ search: '?test=2&tab=comparison', reports: { 2: testReport(2, { test_report: { test_type_id: 2 } }) } });
    await screen.findByTestId('report-rank');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Summary', 'Score Card']);
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
  });

  it('[REPORT-DETAIL-4] the Score Card: the learner, the test and the figures, ready to print', async () => {
    const { user } = await openReports({ search: '?test=1', reports: { 1: testReport(1) } });
    await user.click(await screen.findByRole('tab', { name: 'Score Card' }));
    const sheet = screen.getByRole('article', { name: 'Score card' });
    expect(within(sheet).getByText(coachingSession.name)).toBeInTheDocument();
    expect(within(sheet).getByText('Test 1')).toBeInTheDocument();
    expect(within(sheet).getByTestId('report-percentile')).toHaveTextContent('92.68');
    expect(within(sheet).getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('[API-EXAM-10] a result not published yet: the server\'s words, and a retry in place', async () => {
    const refused = HttpResponse.json({ message: 'The result of this test is not published yet.' }, { status: 409 });
    await openReports({ search: '?test=5', reports: { 5: refused } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The result of this test is not published yet.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Exam reports: the graphical popup', () => {
  it('[REPORT-SUM-5] [REPORT-SUM-8] right, wrong and left per subject as a chart (names cut at 20) with the same counts in a table; it closes', async () => {
    const base = testReport(1);
    const long = 'Physical Chemistry and Thermodynamics';
    const report = { ...base, subject_wise_distribution: [base.subject_wise_distribution[0]!, { ...base.subject_wise_distribution[1]!, subject_name: long }] };
    const { user } = await openReports({ search: '?test=1', reports: { 1: report } });
    await user.click(await screen.findByRole('button', { name: 'Graphical view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Right, wrong and left by subject' });
    const chart = await within(dialog).findByRole('img', { name: /Bar chart of right, wrong and left questions by subject/ });
    expect(within(chart).getByText(`${long.slice(0, 20)}...`)).toBeInTheDocument();
    expect(rows('Questions by subject')).toEqual([
      ['Subject', 'Right', 'Wrong', 'Left'],
      ['Physics', '2', '0', '0'],
      [long, '0', '1', '0'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Exam reports: the PDFs', () => {
  it('[REPORT-SUM-10] [REPORT-SUM-11] Preview and Download of the solutions when the test allows them, at the report\'s own attempt', async () => {
    await openReports({ search: '?test=1', reports: { 1: testReport(1) } });
    const preview = await screen.findByRole('link', { name: 'Preview solutions' });
    const base = `/api/v1/studentdashboard/reportPreview/${coachingSession.account_id}:${coachingSession.user_id}/1/77`;
    expect(preview).toHaveAttribute('href', base);
    expect(preview).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Download solutions (PDF)' })).toHaveAttribute('href', `${base}/1`);
  });

  it('[REPORT-SUM-10] no Preview or Download where the test does not let its solutions be downloaded', async () => {
    await openReports({ search: '?test=1', reports: { 1: testReport(1, { test_report: { is_download_solution: 0 } }) } });
    await screen.findByTestId('report-rank');
    expect(screen.queryByRole('link', { name: 'Preview solutions' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download solutions (PDF)' })).toBeNull();
  });

  it('[REPORT-DETAIL-4] the score card offers its PDF', async () => {
    const { user } = await openReports({ search: '?test=1&tab=score-card', reports: { 1: testReport(1) } });
    await user.click(await screen.findByRole('tab', { name: 'Score Card' }));
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/api/v1/studentdashboard/scoreCard/${coachingSession.account_id}:${coachingSession.user_id}/1/77`);
  });
});
