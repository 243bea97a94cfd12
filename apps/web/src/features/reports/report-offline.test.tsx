import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZOfflineReportResponse } from '@portal/contract';
import { schoolSession } from '../../test/fixtures.ts';
import { offlineReport, openReports, pastExam, tableRows } from './testing/report-server.ts';

const marks = (physics: number, chemistry: number) => [
  { subject_name: 'Physics', marks_obtained: physics, total_marks: 50, rank: 2 },
  { subject_name: 'Chemistry', marks_obtained: chemistry, total_marks: 50, rank: 5 },
];
const REPORT = offlineReport([
  ['JEE 2027 - A', [pastExam(2, { exam_date: '2026-11-14', exam_name: 'Unit test 2', courseLevelMarksObtain: 60, subjectWiseExamSchdList: marks(35, 25) }), pastExam(1, { exam_date: '2026-10-10', exam_name: 'Unit test 1', courseLevelMarksObtain: 45, subjectWiseExamSchdList: marks(20, 25) })]],
  ['Crash Course', [pastExam(3, { exam_date: '2026-11-01', exam_name: 'Crash test', isAbsent: true, attendance_status: 'A', courseLevelMarksObtain: null, courseLevelRank: null, subjectWiseExamSchdList: [{ subject_name: 'Biology', marks_obtained: null, total_marks: 40, rank: null }] })]],
]);
const open = (report = REPORT, options: Parameters<typeof openReports>[0] = {}) => openReports({ search: '?mode=offline', offline: report, ...options });
const rows = (name: string | RegExp) => tableRows(name).slice(1);

describe('Exam reports: offline', () => {
  it('[REPORT-OFF-1] [REPORT-OFF-2] [REPORT-OFF-3] Analysis by default, then one tab per batch; the tab chosen is kept in the address', async () => {
    const { user } = await open();
    const tabs = await screen.findByRole('tablist', { name: 'Offline results' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Analysis', 'JEE 2027 - A', 'Crash Course']);
    expect(within(tabs).getByRole('tab', { name: 'Analysis' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(tabs).getByRole('tab', { name: 'Crash Course' }));
    await waitFor(() => expect(window.location.search).toBe('?mode=offline&course=301'));
    expect(screen.getByRole('table', { name: 'Crash Course' })).toBeInTheDocument();
  });

  it('[REPORT-AN-1] the chart of marks by date, named, with the same figures in a table oldest first; absent is said, not 0', async () => {
    await open();
    expect(await screen.findByRole('img', { name: /Marks obtained by exam date: All subjects/ })).toBeInTheDocument();
    expect(rows('Marks by exam date: All subjects')).toEqual([
      ['10-10-2026', 'Unit test 1', '45 / 100'],
      ['01-11-2026', 'Crash test', 'Absent'],
      ['14-11-2026', 'Unit test 2', '60 / 100'],
    ]);
    expect(screen.getByRole('img', { name: /All subjects/ }).querySelectorAll('rect')).toHaveLength(2);
  });

  it('[REPORT-AN-2] a subject chosen by radio redraws the chart and the table with that subject\'s marks', async () => {
    const { user } = await open();
    const choice = await screen.findByRole('group', { name: 'Subject' });
    expect(within(choice).getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['All subjects', 'Physics', 'Chemistry', 'Biology']);
    await user.click(within(choice).getByRole('radio', { name: 'Physics' }));
    expect(rows('Marks by exam date: Physics')).toEqual([
      ['10-10-2026', 'Unit test 1', '20 / 50'],
      ['14-11-2026', 'Unit test 2', '35 / 50'],
    ]);
    expect(screen.getByRole('img', { name: /Physics/ })).toBeInTheDocument();
  });

  it('[REPORT-ROW-1] [REPORT-ROW-2] [REPORT-ROW-3] [REPORT-ROW-5] a coaching row: date and weekday, time, attendance, marks, rank, subjects with their marks, batch, topic and description', async () => {
    const { user } = await open(REPORT, { search: '?mode=offline&course=300' });
    const table = await screen.findByRole('table', { name: 'JEE 2027 - A' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Exam', 'Time', 'Attendance', 'Marks', 'Rank', 'Subjects', 'Batch', 'Topics and description']);
    const first = rows('JEE 2027 - A')[0]!;
    expect(first.slice(0, 6)).toEqual(['14-11-2026 (Saturday)', 'Unit test 2', '09:00 AM – 10:30 AM', 'Present', '60 / 100', '3']);
    expect(first[7]).toBe('JEE 2027 - A');
    expect(first[8]).toBe('KinematicsChapters 1 to 3');
    await user.click(within(table).getAllByText('Physics, Chemistry')[0]!);
    expect(within(table).getByText('Physics: 35 / 50 · rank 2')).toBeVisible();
  });

  it('[REPORT-ROW-2] [REPORT-ROW-4] [REPORT-ROW-5] a school without ranks: no rank column, the section, no topics', async () => {
    const report = ZOfflineReportResponse.parse({ ...offlineReport([['Class 8 - A', [pastExam(1, { batch_name: 'Class 8 - A' })]]], false) });
    await open(report, { session: schoolSession, search: '?mode=offline&course=300' });
    const table = await screen.findByRole('table', { name: 'Class 8 - A' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Exam', 'Time', 'Attendance', 'Marks', 'Subjects', 'Section']);
  });

  it('[REPORT-ROW-6] [REPORT-ROW-7] [REPORT-ROW-8] long topics, descriptions and subjects are cut (19 in a coaching row) and heard whole', async () => {
    const exam = pastExam(1, { topic_name: 'Rotational motion and torque', examDesc: 'Chapters one to nine of the second volume, with numericals', subject_name: 'Physics, Chemistry, Maths' });
    await open(offlineReport([['JEE', [exam]]]), { search: '?mode=offline&course=300' });
    await screen.findByRole('table', { name: 'JEE' });
    expect(screen.getByText('Rotational motion and to...')).toBeInTheDocument();
    expect(screen.getByText('Chapters one to nine of the second volume, wi...')).toBeInTheDocument();
    expect(screen.getByText('Physics, Chemistry,...')).toBeInTheDocument();
    expect(screen.getByText('Rotational motion and torque')).toHaveClass('sr-only');
  });

  it('[REPORT-AN-3] the upcoming exams of the first batch are listed under the analysis', async () => {
    const report = ZOfflineReportResponse.parse({
      ...REPORT,
      batchExamSchdJsons: { futureCourseExamSchdJson: [{ course_Name: 'JEE 2027 - A', batch_id: 300, futureCourseExamList: [{ ...pastExam(9, { exam_date: '2026-12-07', exam_name: 'Unit test 3' }) }] }] },
    });
    await open(report);
    await screen.findByRole('img', { name: /All subjects/ });
    expect(rows('Upcoming exams')).toEqual([['07-12-2026 (Monday)', '09:00 AM – 10:30 AM', 'Unit test 3', 'Physics, Chemistry']]);
  });

  it('[REPORT-AN-4] with no past exam: No Exam Available', async () => {
    await open(offlineReport([]));
    expect(await screen.findByText('No Exam Available')).toBeInTheDocument();
  });
});
