import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, offlineReport, openExams, pastExam } from './testing/exam-server.ts';

const REPORT = offlineReport([
  ['JEE 2027 - A', [pastExam(1, { exam_name: 'Unit test 2', exam_date: '2026-11-14' }), pastExam(2, { exam_name: 'Unit test 1', exam_date: '2026-10-10', topic_name: 'Vectors', examDesc: null, attendance_status: 'A', isAbsent: true, courseLevelMarksObtain: null, courseLevelRank: null, subjectWiseExamSchdList: [{ subject_name: 'Physics', marks_obtained: null, total_marks: 50, rank: null }] })]],
  ['Foundation Maths', [pastExam(3, { exam_name: 'Algebra check', topic_name: 'Quadratics', examDesc: 'Surprise test', subjectWiseExamSchdList: [] })]],
  ['Empty batch', []],
]);

const openOffline = (report = REPORT) => openExams({ search: '?mode=offline', offline: report });
const card = (name: string) => within(screen.getByRole('heading', { level: 3, name }).closest('li')!);
const facts = (name: string) => Object.fromEntries(card(name).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

describe('My Exam offline tab', () => {
  it('[EXAM-OFF-1] [API-EXAM-9] [EXAM-TOAST-1] lists the past course exam schedules by course, and says they came', async () => {
    await openOffline();
    expect(await screen.findByRole('heading', { level: 2, name: 'JEE 2027 - A' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['JEE 2027 - A', 'Foundation Maths']);
    expect(callsTo('/api/v1/reports/Student/').map((r) => r.url.pathname)).toEqual(['/api/v1/reports/Student/7001']);
    expect(await screen.findByText('Offline tests received')).toBeInTheDocument();
  });

  it('[EXAM-OFF-2] analysis is the default: date with weekday, time, attendance and marks, subject by subject', async () => {
    await openOffline();
    await screen.findByRole('heading', { level: 3, name: 'Unit test 2' });
    expect(screen.getByRole('radio', { name: 'Analysis' })).toBeChecked();
    expect(facts('Unit test 2')).toEqual({ Date: '14-11-2026 (Saturday)', Time: '09:00 AM – 10:30 AM', Attendance: 'Present', Marks: '74.5 / 100' });
    expect(within(card('Unit test 2').getByRole('list', { name: 'Subjects' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Physics41 / 50', 'Chemistry33.5 / 50']);
    expect(facts('Unit test 1')).toMatchObject({ Attendance: 'Absent', Marks: '-' });
    expect(card('Algebra check').getByText('Topic: Quadratics')).toBeInTheDocument();
  });

  it('[EXAM-OFF-3] with show_exam_rank the rank display is offered and shows the ranks', async () => {
    const { user } = await openOffline();
    await user.click(await screen.findByRole('radio', { name: 'Rank' }));
    expect(facts('Unit test 2')).toMatchObject({ Rank: '3' });
    expect(within(card('Unit test 2').getByRole('list', { name: 'Subjects' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Physics2', 'Chemistry5']);
    expect(facts('Unit test 1')).toMatchObject({ Rank: '-' });
  });

  it('[EXAM-OFF-3] without show_exam_rank there is no rank choice', async () => {
    await openOffline(offlineReport([['JEE 2027 - A', [pastExam(1, { courseLevelRank: null })]]], false));
    await screen.findByRole('heading', { level: 3, name: 'Unit test 1' });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(facts('Unit test 1')).toHaveProperty('Marks');
  });

  it('[EXAM-SEARCH-2] the offline search matches the exam name or its title (topic, description)', async () => {
    const { user } = await openOffline();
    const search = await screen.findByRole('searchbox', { name: 'Search by exam name or title' });
    await user.type(search, 'surprise');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Algebra check']);
    await user.clear(search);
    await user.type(search, 'UNIT TEST 1');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Unit test 1']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['JEE 2027 - A']);
  });

  it('[EXAM-OFF-1] no past exam says no exam available', async () => {
    await openOffline(offlineReport([['JEE 2027 - A', []]]));
    expect(await screen.findByText('no exam available')).toBeInTheDocument();
  });
});
