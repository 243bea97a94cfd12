import { addDays } from '@portal/domain';
import { chaptersOf } from './timetable-curriculum.ts';
import {
  at,
  datesBetween,
  hashOf,
  isNationalHoliday,
  photoOf,
  startYearOf,
  topicOfWeek,
  weekday,
  weekOf,
  type ScheduleSeed,
  type Teacher,
} from './timetable-plan.ts';

/** One school section in one academic year, e.g. 'Class 8 - A' in 2026-27. */
export type SectionPlan = {
  batch: string;
  standard: number;
  section: 'A' | 'B';
  homeRoom: string;
  year: { start: string; end: string };
};

export type SchoolOptions = {
  today: string;
  /** Dates whose live classes and online exams the "now" part places instead (batch|date). */
  reserved: ReadonlySet<string>;
  nextTestId: () => number;
  /** The institute's holidays in the demo calendar (YYYY-MM-DD): no class on them. */
  closed: ReadonlySet<string>;
};

const t = (name: string, photo: string | null = null): Teacher => ({ name, photo });
/** Middle school (6-8) teachers: [A sections, B sections]. */
const MIDDLE: Record<string, [Teacher, Teacher]> = {
  Mathematics: [t('Kavita Deshpande', 'kavita-deshpande'), t('Rakesh Iyer', 'rakesh-iyer')],
  Science: [t('Sunil Joshi', 'sunil-joshi'), t('Meenakshi Rao', 'meenakshi-rao')],
  English: [t("Anita D'Souza", 'anita-dsouza'), t('Rohit Bhatia')],
  Hindi: [t('Pooja Tiwari', 'pooja-tiwari'), t('Manoj Pandey', 'manoj-pandey')],
  'Social Science': [t('Farhan Qureshi', 'farhan-qureshi'), t('Deepa Menon')],
  Sanskrit: [t('Ramesh Shastri', 'ramesh-shastri'), t('Ramesh Shastri', 'ramesh-shastri')],
  'Computer Science': [t('Nikhil Kulkarni', 'nikhil-kulkarni'), t('Nikhil Kulkarni', 'nikhil-kulkarni')],
  'Physical Education': [t('Harpreet Singh'), t('Harpreet Singh')],
  'Art & Craft': [t('Shalini Banerjee', 'shalini-banerjee'), t('Shalini Banerjee', 'shalini-banerjee')],
};
const PRIMARY: Record<string, Teacher> = {
  Mathematics: t('Sunita Yadav', 'sunita-yadav'),
  EVS: t('Geeta Nair', 'geeta-nair'),
  English: t('Rebecca Thomas'),
  Hindi: t('Pooja Tiwari', 'pooja-tiwari'),
  'Computer Science': t('Nikhil Kulkarni', 'nikhil-kulkarni'),
  'Physical Education': t('Harpreet Singh'),
  'Art & Craft': t('Shalini Banerjee', 'shalini-banerjee'),
};
/** Helps in Wednesday's science practical, so some cards show two teachers and two photos. */
const LAB_ASSISTANT = t('Vandana Pillai', 'vandana-pillai');

/** Six 40-minute periods with a break after the third and lunch after the fifth. */
const PERIODS = ['08:00', '08:40', '09:20', '10:20', '11:00', '12:10'].map((s) => ({ start: at(s), end: at(s) + 40 }));

/** Subjects by weekday (1 Monday .. 6 Saturday; Saturday has five periods). */
const MIDDLE_WEEK: Record<number, string[]> = {
  1: ['Mathematics', 'English', 'Science', 'Hindi', 'Social Science', 'Computer Science'],
  2: ['Science', 'Mathematics', 'English', 'Social Science', 'Hindi', 'Sanskrit'],
  3: ['Mathematics', 'Science', 'Hindi', 'English', 'Social Science', 'Art & Craft'],
  4: ['English', 'Mathematics', 'Science', 'Sanskrit', 'Hindi', 'Computer Science'],
  5: ['Mathematics', 'Social Science', 'English', 'Science', 'Hindi', 'Physical Education'],
  6: ['Science', 'Mathematics', 'Social Science', 'English', 'Physical Education'],
};
const PRIMARY_WEEK: Record<number, string[]> = {
  1: ['Mathematics', 'English', 'EVS', 'Hindi', 'Computer Science', 'Art & Craft'],
  2: ['EVS', 'Mathematics', 'Hindi', 'English', 'Mathematics', 'Physical Education'],
  3: ['Mathematics', 'English', 'EVS', 'Hindi', 'Art & Craft', 'Computer Science'],
  4: ['English', 'Mathematics', 'Hindi', 'EVS', 'Mathematics', 'Physical Education'],
  5: ['Mathematics', 'EVS', 'English', 'Hindi', 'English', 'Physical Education'],
  6: ['Mathematics', 'English', 'EVS', 'Hindi', 'Art & Craft'],
};

type Exam = { name: string; from: string; days: number; full: boolean };

/** Periodic tests take the first two periods; half-yearly and annual exams take the day. */
function examsOf(year: number): Exam[] {
  return [
    { name: 'Periodic Test 1', from: `${year}-07-20`, days: 5, full: false },
    { name: 'Half-Yearly Examination', from: `${year}-09-21`, days: 6, full: true },
    { name: 'Periodic Test 2', from: `${year}-12-07`, days: 5, full: false },
    { name: 'Annual Examination', from: `${year + 1}-03-02`, days: 6, full: true },
  ];
}

const isMiddle = (standard: number) => standard >= 6;
const teacherOf = (plan: SectionPlan, subject: string): Teacher =>
  isMiddle(plan.standard) ? MIDDLE[subject]![plan.section === 'A' ? 0 : 1] : PRIMARY[subject]!;
const slug = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '-');

/**
 * A school's open days: Monday to Saturday outside the summer vacation (16 May - 30 June),
 * the national holidays, the demo calendar's holidays, and the days after the annual
 * examination starts.
 */
function schoolOpen(date: string, year: number, closed: ReadonlySet<string>): boolean {
  if (weekday(date) === 0 || isNationalHoliday(date) || closed.has(date)) return false;
  const md = date.slice(5);
  if (md >= '05-16' && md <= '06-30') return false;
  return date < `${year + 1}-03-02`;
}

/**
 * A section's year: offline classes ('Class') every open day, two live classes a week
 * (Tuesday mathematics on Zoom, Thursday science or EVS on Webex, after school), an online quiz every
 * other Friday, and the four offline examinations. Today is always a teaching day (a Sunday
 * takes Monday's periods), so the demo has classes today whatever day it is seeded.
 */
export function sectionYear(plan: SectionPlan, options: SchoolOptions): ScheduleSeed[] {
  const year = startYearOf(plan.year.start);
  const out: ScheduleSeed[] = [];
  const examDays = new Map<string, { exam: Exam; subject: string; index: number }>();
  for (const exam of examsOf(year)) {
    const subjects = isMiddle(plan.standard)
      ? ['Mathematics', 'Science', 'English', 'Hindi', 'Social Science', 'Sanskrit']
      : ['Mathematics', 'EVS', 'English', 'Hindi', 'Computer Science'];
    let day = exam.from;
    for (let i = 0; i < Math.min(exam.days, subjects.length); day = addDays(day, 1)) {
      if (weekday(day) === 0 || isNationalHoliday(day) || options.closed.has(day)) continue;
      examDays.set(day, { exam, subject: subjects[i]!, index: i });
      i++;
    }
  }

  let quiz = 0;
  for (const date of datesBetween(plan.year.start, plan.year.end)) {
    const isToday = date === options.today;
    const exam = examDays.get(date);
    if (exam) out.push(examItem(plan, date, exam.exam, exam.subject));
    if (!schoolOpen(date, year, options.closed) && !isToday && !exam) continue;
    const week = weekOf(date, plan.year.start);
    const dow = weekday(date) || 1;
    if (!exam?.exam.full || isToday) out.push(...classesOf(plan, date, dow, week, exam && !isToday ? 2 : 0));
    if (exam?.exam.full || options.reserved.has(`${plan.batch}|${date}`)) continue;
    if (dow === 2 || dow === 4) out.push(liveClass(plan, date, dow === 2 ? 'Mathematics' : isMiddle(plan.standard) ? 'Science' : 'EVS', week));
    if (dow === 5 && week % 2 === 1) out.push(onlineQuiz(plan, date, ++quiz, week, options.nextTestId()));
  }
  return out;
}

function classesOf(plan: SectionPlan, date: string, dow: number, week: number, skipPeriods: number): ScheduleSeed[] {
  const base = (isMiddle(plan.standard) ? MIDDLE_WEEK : PRIMARY_WEEK)[dow]!;
  // B sections have the same subjects in another order, so two sections never look alike.
  const subjects = plan.section === 'A' ? base : [...base.slice(2), ...base.slice(0, 2)];
  return subjects.flatMap((subject, i) => {
    if (i < skipPeriods) return [];
    const period = PERIODS[i]!;
    const teacher = teacherOf(plan, subject);
    const practical = subject === 'Science' && dow === 3 && isMiddle(plan.standard);
    const chapter = topicOfWeek(chaptersOf(plan.standard, subject), week);
    // Games periods often have no written topic: the card then hides the topic row [TT-OFF-2].
    const noTopic = subject === 'Physical Education' && hashOf(`${plan.batch}${date}`) % 2 === 0;
    return [
      {
        batch: plan.batch,
        class_type: 'Class' as const,
        date,
        start: period.start,
        end: period.end,
        subject_name: subject,
        topics_covered: noTopic ? null : practical ? `${chapter} (practical)` : chapter,
        teacher_name: practical ? `${teacher.name}, ${LAB_ASSISTANT.name}` : teacher.name,
        teacher_photo_urls: practical ? photoOf(teacher, LAB_ASSISTANT) : photoOf(teacher),
        classroom: roomOf(plan, subject, practical),
      },
    ];
  });
}

function roomOf(plan: SectionPlan, subject: string, practical: boolean): string {
  if (practical) return 'Science Lab 2';
  if (subject === 'Computer Science') return 'Computer Lab 1';
  if (subject === 'Physical Education') return 'Sports Ground';
  if (subject === 'Art & Craft') return 'Art Room';
  return plan.homeRoom;
}

function examItem(plan: SectionPlan, date: string, exam: Exam, subject: string): ScheduleSeed {
  const chapters = chaptersOf(plan.standard, subject);
  const upTo = exam.name.startsWith('Annual') ? chapters.length : Math.ceil(chapters.length / (exam.name.includes('1') ? 4 : 2));
  return {
    batch: plan.batch,
    class_type: 'Offline Exam',
    date,
    start: exam.full ? at('09:00') : at('08:00'),
    end: exam.full ? at('12:00') : at('09:20'),
    subject_name: subject,
    session_name: exam.name,
    classroom: exam.full ? 'Examination Hall' : plan.homeRoom,
    description: exam.full
      ? `${exam.name} - ${subject}. Syllabus: ${chapters[0]} to ${chapters[upTo - 1]}. Report by 08:45 with your admit card; no calculators.`
      : `${exam.name} - ${subject}: ${chapters.slice(0, upTo).join(', ')}.`,
  };
}

/** An after-school live class; its link and provider alternate between Zoom and Webex. */
export function liveClass(plan: SectionPlan, date: string, subject: string, week: number): ScheduleSeed {
  const teacher = teacherOf(plan, subject);
  const zoom = subject === 'Mathematics';
  const chapter = topicOfWeek(chaptersOf(plan.standard, subject), week);
  return {
    batch: plan.batch,
    class_type: 'Online Class',
    date,
    start: at('16:00'),
    end: at('17:00'),
    subject_name: subject,
    topics_covered: chapter,
    teacher_name: teacher.name,
    teacher_photo_urls: photoOf(teacher),
    session_name: `${subject}: ${chapter} (doubt-clearing session)`,
    session_link: zoom
      ? `https://zoom.example.com/j/8${String(hashOf(`${plan.batch}${date}`)).padStart(10, '0')}`
      : `https://sunrise-school.webex.example.com/meet/${slug(teacher.name)}`,
    live_meeting_with: zoom ? 'Zoom' : 'Webex',
  };
}

function onlineQuiz(plan: SectionPlan, date: string, n: number, week: number, testId: number): ScheduleSeed {
  const subjects = isMiddle(plan.standard) ? ['Mathematics', 'Science', 'English', 'Social Science'] : ['Mathematics', 'EVS', 'English'];
  const subject = subjects[n % subjects.length]!;
  const chapter = topicOfWeek(chaptersOf(plan.standard, subject), week);
  return {
    batch: plan.batch,
    class_type: 'Online Exam',
    date,
    start: at('14:00'),
    end: at('18:00'),
    subject_name: subject,
    session_name: `Online Quiz ${n}: ${subject}`,
    description: `20 questions on ${chapter}; 30 minutes once started. Attempt any time in the window.`,
    test_id: testId,
    test_inst_id: 90_000 + testId,
  };
}
