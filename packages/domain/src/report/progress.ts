import { percentile } from '../exam/exam-rank.ts';
import { attendancePercent, isPresent } from '../timetable/attendance.ts';
import { accuracy } from './report-figures.ts';

/**
 * Progress over time (issue 15, decision 048): one definition per figure, here, so no two screens
 * disagree, and only published results ever reach a chart (RESEARCH.md, "Progress over time").
 */

export type TestResultFacts = { test_id: number; test_name: string; /** ISO instant the attempt ended. */ ended_at: string; published: boolean; score: number; total: number; rank: number; students: number };
export type ScorePoint = { testId: number; name: string; endedAt: string; percent: number | null; percentile: number };

/** Hundredths, half up, as the report's figures. */
const to2 = (x: number) => Math.round(x * 100) / 100;

/** Score (as a share of the marks, so tests of different totals compare) and percentile per published test, oldest first. */
export function scoreTrend(results: readonly TestResultFacts[]): ScorePoint[] {
  return results
    .filter((r) => r.published)
    .sort((a, b) => Date.parse(a.ended_at) - Date.parse(b.ended_at) || a.test_id - b.test_id)
    .map((r) => ({ testId: r.test_id, name: r.test_name, endedAt: r.ended_at, percent: r.total > 0 ? to2((r.score * 100) / r.total) : null, percentile: percentile(r.rank, r.students) }));
}

export type QuestionLine = { topic: string | null; outcome: 'right' | 'wrong' | 'partial' | 'unattempted'; published: boolean };
export type TopicAccuracy = { topic: string; accuracy: number; right: number; wrong: number; left: number };

/**
 * The weakest topics by accuracy (REPORT-ACC-1's: right of answered, a partly right answer
 * counted right as in the report's counts), lowest first; a topic needs `minAnswered` answered
 * questions to be judged (one wrong answer is not a weakness), ties by more answered, then name.
 */
export function weakestTopics(lines: readonly QuestionLine[], limit = 5, minAnswered = 3): TopicAccuracy[] {
  const byTopic = new Map<string, { right: number; wrong: number; left: number }>();
  for (const line of lines) {
    const topic = line.topic?.trim();
    if (!line.published || !topic) continue;
    const t = byTopic.get(topic) ?? { right: 0, wrong: 0, left: 0 };
    if (line.outcome === 'wrong') t.wrong++;
    else if (line.outcome === 'unattempted') t.left++;
    else t.right++;
    byTopic.set(topic, t);
  }
  const judged: TopicAccuracy[] = [];
  for (const [topic, t] of byTopic) {
    const acc = accuracy(t.right, t.wrong);
    if (acc !== null && t.right + t.wrong >= minAnswered) judged.push({ topic, accuracy: acc, ...t });
  }
  return judged.sort((a, b) => a.accuracy - b.accuracy || b.right + b.wrong - (a.right + a.wrong) || a.topic.localeCompare(b.topic)).slice(0, limit);
}

export type MonthShare = { month: string; count: number; of: number; percent: number };
const month = (isoDate: string) => isoDate.slice(0, 7);

/** Attendance by month ('YYYY-MM'): sessions present of sessions marked, the timetable's own rule (attendancePercent, TT-OFF-5). */
export function monthlyAttendance(rows: readonly { date: string; status: string | null }[]): MonthShare[] {
  const byMonth = new Map<string, { status: string | null }[]>();
  for (const row of rows) byMonth.set(month(row.date), [...(byMonth.get(month(row.date)) ?? []), row]);
  return [...byMonth]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([m, list]) => ({ month: m, count: list.filter((r) => isPresent(r.status)).length, of: list.length, percent: attendancePercent(null, list) }));
}

/**
 * Homework handed in on time by the month it was due: submitted on or before its due day. Work
 * not yet due and not handed in is left out (it is not late yet); work due and never handed in
 * counts as not on time. Dates are the institute's calendar days ('YYYY-MM-DD').
 */
export function monthlyHomeworkOnTime(items: readonly { due: string; submittedOn: string | null }[], today: string): MonthShare[] {
  const byMonth = new Map<string, { of: number; count: number }>();
  for (const item of items) {
    if (item.submittedOn === null && item.due >= today) continue;
    const m = byMonth.get(month(item.due)) ?? { of: 0, count: 0 };
    m.of++;
    if (item.submittedOn !== null && item.submittedOn <= item.due) m.count++;
    byMonth.set(month(item.due), m);
  }
  return [...byMonth].sort(([a], [b]) => a.localeCompare(b)).map(([m, v]) => ({ month: m, count: v.count, of: v.of, percent: Math.round((v.count * 100) / v.of) }));
}
