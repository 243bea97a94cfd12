import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, EXAM_API, LABELS } from '../../test/exam-service.ts';
import { coachingSession } from '../../test/fixtures.ts';
import { offlineReport, openReports, testReport } from './testing/report-server.ts';

// Issue 33: EXAM-PH-3 is ambiguous ('no exam available' on the exams page, 'No Exam Available'
// in S2's message list and the reports analysis). Reading A: two texts. The exams page side is
// in features/exams/exams-rules-coverage.test.tsx.

describe('reports placeholder (rules coverage)', () => {
  it('[EXAM-PH-3] reading A: the reports analysis keeps its own \'No Exam Available\'', async () => {
    await openReports({ search: '?mode=offline', offline: offlineReport([]) });
    expect(await screen.findByText('No Exam Available')).toBeInTheDocument();
    expect(screen.queryByText('no exam available')).not.toBeInTheDocument();
  });

  // API-EXT-2..4 name the spec's external score card and solutions hosts; ours are pages and PDFs
  // of this server (decisions 045, 047, 072).
  const ids = `${coachingSession.account_id}:${coachingSession.user_id}/1/77`;

  it('[API-EXT-2] departure: the Score Card is a tab of our report page, its PDF from our own API, no window opened', async () => {
    const open = vi.spyOn(window, 'open');
    const { user } = await openReports({ search: '?test=1', reports: { 1: testReport(1) } });
    await user.click(await screen.findByRole('tab', { name: 'Score Card' }));
    expect(within(screen.getByRole('article', { name: 'Score card' })).getByText('Test 1')).toBeInTheDocument();
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute('href', `/api/v1/studentdashboard/scoreCard/${ids}`);
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it("[API-EXT-3] departure: Preview opens our server's solutions PDF at the report's own attempt, in a new tab", async () => {
    await openReports({ search: '?test=1', reports: { 1: testReport(1) } });
    const preview = await screen.findByRole('link', { name: 'Preview solutions' });
    expect(preview).toHaveAttribute('href', `/api/v1/studentdashboard/reportPreview/${ids}`);
    expect(preview.getAttribute('href')).not.toMatch(/^https?:/);
    expect(preview).toHaveAttribute('target', '_blank');
  });

  it("[API-EXT-4] departure: Download is the preview's address plus /1, on our server", async () => {
    await openReports({ search: '?test=1', reports: { 1: testReport(1) } });
    const preview = (await screen.findByRole('link', { name: 'Preview solutions' })).getAttribute('href');
    expect(screen.getByRole('link', { name: 'Download solutions (PDF)' })).toHaveAttribute('href', `${preview}/1`);
  });

  // API-GAP-2 is silent on the reports screen's calls; decision 045: the online lists are My
  // Exam's own calls (labels, then a label's tests), the offline view the one API-EXAM-9 call.
  it("[API-GAP-2] the online reports list makes My Exam's calls: the labels, then the chosen label's tests", async () => {
    const label = LABELS[0]!;
    const { user } = await openReports({ tests: { [label.label_id]: [] } });
    const strip = await screen.findByRole('group', { name: 'Test types' });
    expect(callsTo(`${EXAM_API}/student/testLabels`).length).toBeGreaterThan(0);
    await user.click(within(strip).getByRole('button', { name: label.label_name }));
    await waitFor(() => expect(callsTo(`${EXAM_API}/student/testLabels/${label.label_id}/tests`).length).toBeGreaterThan(0));
  });

  it("[API-GAP-2] the offline view reads API-EXAM-9 once, for the session's student", async () => {
    await openReports({ search: '?mode=offline', offline: offlineReport([]) });
    await screen.findByText('No Exam Available');
    const offline = callsTo('/api/v1/reports/Student/');
    expect(offline).toHaveLength(1);
    expect(offline[0]!.url.pathname).toBe(`/api/v1/reports/Student/${coachingSession.student_id}`);
  });
});
