import { addDays } from '@portal/domain';
import {
  at,
  datesBetween,
  hashOf,
  isNationalHoliday,
  photoOf,
  topicOfWeek,
  weekday,
  weekOf,
  type ScheduleSeed,
  type Teacher,
} from './timetable-plan.ts';

export type CoachingSubject = { name: string; teacher: Teacher; chapters: readonly string[] };

export type Provider = 'Zoom' | 'Webex' | 'Google Meet';

/** An online exam every week or fortnight on a weekday; spanDays > 0 keeps it open past midnight. */
export type ExamPlan = {
  weekday: number;
  everyWeeks: 1 | 2;
  start: string;
  end: string;
  spanDays?: number;
  name: (n: number, subject: CoachingSubject | null) => string;
  description: string;
  /** One subject per exam in turn; false: the whole syllabus. */
  bySubject: boolean;
};

/** A coaching batch (or an open user's product) in one academic year: online only. */
export type CoachingPlan = {
  batch: string;
  year: { start: string; end: string };
  subjects: CoachingSubject[];
  /** Weekdays (1 Monday .. 6 Saturday) and the live slots of each such day. */
  liveDays: number[];
  liveTimes: [string, string][];
  provider: Provider;
  /** e.g. '{subject} L{n}: {chapter}'. */
  sessionName: (subject: string, n: number, chapter: string) => string;
  exams: ExamPlan | null;
};

export type CoachingOptions = {
  reserved: ReadonlySet<string>;
  nextTestId: () => number;
  /** The institute's holidays in the demo calendar (YYYY-MM-DD): no class on them. */
  closed: ReadonlySet<string>;
};

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^(dr|m|mme)\.? /, '')
    .replace(/[^a-z]+/g, '-');

/** A meeting address of the provider, stable for a batch and a day. */
export function meetingLink(provider: Provider, key: string, teacher: Teacher): string {
  const h = hashOf(key);
  if (provider === 'Zoom') return `https://zoom.example.com/j/9${String(h).padStart(10, '0')}`;
  if (provider === 'Webex') return `https://apex-coaching.webex.example.com/meet/${slug(teacher.name)}`;
  const letters = h.toString(26).replace(/\d/g, (d) => String.fromCharCode(97 + Number(d))).padEnd(10, 'q');
  return `https://meet.example.com/${letters.slice(0, 3)}-${letters.slice(3, 7)}-${letters.slice(7, 10)}`;
}

/**
 * A coaching year: live classes in the plan's slots on open days (Monday to Saturday except
 * the national holidays and the demo calendar's holidays), subjects in rotation with lecture numbers that count up, and the
 * online exams. Dates in `reserved` get the "now" part's items instead.
 */
export function coachingYear(plan: CoachingPlan, options: CoachingOptions): ScheduleSeed[] {
  const out: ScheduleSeed[] = [];
  const lectures = new Map<string, number>();
  let slot = 0;
  let exam = 0;
  for (const date of datesBetween(plan.year.start, plan.year.end)) {
    const dow = weekday(date);
    if (dow === 0 || isNationalHoliday(date) || options.closed.has(date) || options.reserved.has(`${plan.batch}|${date}`)) continue;
    const week = weekOf(date, plan.year.start);
    if (plan.liveDays.includes(dow)) {
      for (const [start, end] of plan.liveTimes) {
        const subject = plan.subjects[slot++ % plan.subjects.length]!;
        const n = (lectures.get(subject.name) ?? 0) + 1;
        lectures.set(subject.name, n);
        out.push(liveItem(plan, subject, date, at(start), at(end), n, week));
      }
    }
    const e = plan.exams;
    if (e && dow === e.weekday && week % e.everyWeeks === 0) {
      exam++;
      const subject = e.bySubject ? plan.subjects[exam % plan.subjects.length]! : null;
      const testId = options.nextTestId();
      out.push({
        batch: plan.batch,
        class_type: 'Online Exam',
        date,
        end_date: addDays(date, e.spanDays ?? 0),
        start: at(e.start),
        end: at(e.end),
        subject_name: subject ? subject.name : plan.subjects.map((s) => s.name).join(', '),
        session_name: e.name(exam, subject),
        description: e.description,
        test_id: testId,
        test_inst_id: 90_000 + testId,
      });
    }
  }
  return out;
}

/** One live class of a coaching plan (also used for the items placed around "now"). */
export function liveItem(
  plan: Pick<CoachingPlan, 'batch' | 'provider' | 'sessionName'>,
  subject: CoachingSubject,
  date: string,
  start: number,
  end: number,
  lecture: number,
  week: number,
): ScheduleSeed {
  const chapter = topicOfWeek(subject.chapters, week);
  return {
    batch: plan.batch,
    class_type: 'Online Class',
    date,
    start,
    end,
    subject_name: subject.name,
    topics_covered: chapter,
    teacher_name: subject.teacher.name,
    teacher_photo_urls: photoOf(subject.teacher),
    session_name: plan.sessionName(subject.name, lecture, chapter),
    session_link: meetingLink(plan.provider, `${plan.batch}${date}${start}`, subject.teacher),
    live_meeting_with: plan.provider,
  };
}
