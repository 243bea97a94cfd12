import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coachingSession, openUserSession } from '../../test/fixtures.ts';
import { item, listRegion, openTimetable } from './testing/timetable-server.ts';

const card = (name: string | RegExp) => screen.getByRole('article', { name });
/** A card's fields as 'label: value' lines. */
const fields = (article: HTMLElement) =>
  [...article.querySelectorAll('dl > div')].map((d) => `${d.querySelector('dt')?.textContent}: ${shownText(d.querySelector('dd'))}`);
/** What the eye reads: a cut's whole text, there for screen readers only, left out. */
function shownText(el: Element | null): string {
  const copy = el?.cloneNode(true);
  if (!(copy instanceof Element)) return '';
  copy.querySelectorAll('.sr-only').forEach((s) => s.remove());
  return copy.textContent ?? '';
}

const LONG_SUBJECT = 'Environmental Studies and Sustainable Development'; // 50 characters
const LONG_TOPIC = 'Photosynthesis, respiration and transpiration in plants'; // 55
const LONG_TEACHER = 'Dr. Venkataraman Subramaniam Iyer Krishnamurthy'; // 47
const LONG_BATCH = 'JEE Main 2027 - Morning Batch - Weekdays Intensive Group'; // 56
const LONG_DESCRIPTION = 'Written test on chapters 1 to 6 of the science text book; bring your own geometry box, calculator and pens.'; // 107

describe('timetable cards', () => {
  it('[TT-CARD-1] [TT-OFF-1] [TT-OFF-2] [TT-OFF-4] [TT-OFF-5] [TT-OFF-6] a school offline class: classroom, time, mins, subject, topic, teacher, attendance; no section row', async () => {
    await openTimetable({
      items: [
        item({
          date: '2026-11-21',
          class_type: 'Class',
          subject_name: 'Science',
          topics_covered: 'Light and shadows',
          teacher_name: 'Mr. Arjun Mehta',
          t_photo_url: ' /my-account/demo/teacher-2.jpg , /my-account/demo/teacher-3.jpg',
          student_attendance_percent: 80,
        }),
      ],
    });
    await listRegion();
    const article = card('Science');
    expect(within(article).getByText('Class')).toBeInTheDocument();
    expect(fields(article)).toEqual(['Classroom: Room 12', 'Start time: 10:00 AM', 'Duration: 45 mins', 'Topic: Light and shadows', 'Teacher: Mr. Arjun Mehta']);
    expect(article.querySelector('img')).toHaveAttribute('src', '/my-account/demo/teacher-2.jpg');
    expect(within(article).getByRole('img', { name: 'Attendance 80%' })).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'View attendance' })).toHaveTextContent('View');
  });

  it('[TT-OFF-2] [TT-OFF-3] [TT-OFF-6] [TT-CUT-3] [TT-CUT-4] a coaching offline class: the batch row, no empty topic, cut texts, the fallback photo', async () => {
    await openTimetable({
      session: coachingSession,
      items: [item({ date: '2026-11-21', class_type: 'Class', subject_name: LONG_SUBJECT, course: LONG_BATCH, topics_covered: '  ', teacher_name: LONG_TEACHER, student_attendance_percent: 66.6 })],
    });
    await listRegion();
    // The card shows the cut and is named whole; a tap shows the whole (decision 089).
    const article = card(LONG_SUBJECT);
    expect(shownText(within(article).getByRole('heading'))).toBe(LONG_SUBJECT.slice(0, 44));
    expect(within(article).getByRole('button', { name: LONG_SUBJECT })).toHaveAttribute('aria-expanded', 'false');
    expect(article.querySelector('[title]')).toBeNull();
    expect(fields(article)).toEqual([
      'Classroom: Room 12',
      'Start time: 10:00 AM',
      'Duration: 45 mins',
      `Batch: ${LONG_BATCH.slice(0, 44)}`,
      `Teacher: ${LONG_TEACHER.slice(0, 44)}`,
    ]);
    expect(article.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/\/demo\/teacher-fallback\.svg$/));
    expect(within(article).getByRole('img', { name: 'Attendance 67%' })).toBeInTheDocument();
  });

  it('[TT-OFF-6] a teacher photo that does not load is replaced by the fallback picture', async () => {
    await openTimetable({ items: [item({ date: '2026-11-21', class_type: 'Class', t_photo_url: '/my-account/demo/missing.jpg' })] });
    await listRegion();
    const photo = card('Mathematics').querySelector('img')!;
    expect(photo).toHaveAttribute('src', '/my-account/demo/missing.jpg');
    fireEvent.error(photo);
    expect(photo).toHaveAttribute('src', expect.stringMatching(/\/demo\/teacher-fallback\.svg$/));
  });

  it('[TT-CUT-2] [TT-CUT-3] durations keep 6 characters and topics 44', async () => {
    await openTimetable({ items: [item({ date: '2026-11-21', class_type: 'Class', duration: '1234567', topics_covered: LONG_TOPIC })] });
    await listRegion();
    expect(fields(card('Mathematics'))).toContain('Duration: 123456 mins');
    expect(fields(card('Mathematics'))).toContain(`Topic: ${LONG_TOPIC.slice(0, 44)}`);
  });

  it('[TT-CARD-2] [TT-LIVE-1] [TT-LIVE-3] [TT-LIVE-4] [TT-CUT-5] a school live class: session, time, duration from start and end, product, subject, section, teacher', async () => {
    await openTimetable({
      items: [
        item({
          date: '2026-11-25',
          class_type: 'Online Class',
          session_name: 'Algebra revision',
          start_time: '04:00 PM',
          end_time: '05:10 PM',
          duration: '45',
          product_name: 'Maths Plus',
          master_course_name: 'Middle School',
          course_name: 'Class 8',
          teacher_name: LONG_TEACHER,
        }),
      ],
    });
    await listRegion();
    const article = card('Algebra revision');
    expect(within(article).getByText('Live class')).toBeInTheDocument();
    expect(fields(article)).toEqual([
      'Time: 04:00 PM – 05:10 PM',
      'Duration: 70 mins',
      'Product: Maths Plus',
      'Subject: Mathematics',
      'Section: Class 8 - A',
      `Teacher: ${LONG_TEACHER.slice(0, 39)}`,
    ]);
  });

  it('[TT-LIVE-2] [TT-LIVE-3] a coaching live class shows the course (master course / course) and the batch, not the subject', async () => {
    await openTimetable({
      session: coachingSession,
      items: [item({ date: '2026-11-25', class_type: 'Online Class', session_name: 'Kinematics', course: 'JEE 2027 A', master_course_name: 'JEE', course_name: 'JEE Main 2027', product_name: null })],
    });
    await listRegion();
    expect(fields(card('Kinematics'))).toEqual(['Time: 10:00 AM – 10:45 AM', 'Duration: 45 mins', 'Course: JEE / JEE Main 2027', 'Batch: JEE 2027 A', 'Teacher: Mrs. Kavita Rao']);
  });

  it('[TT-LIVE-5] for user type 99 the live class shows the product name instead of the batch', async () => {
    await openTimetable({
      session: openUserSession,
      items: [item({ date: '2026-11-25', class_type: 'Online Class', session_name: 'Doubt clearing', course: 'Hidden batch', course_name: 'NEET', product_name: 'NEET Crash Course' })],
    });
    await listRegion();
    const lines = fields(card('Doubt clearing'));
    expect(lines).toContain('Product: NEET Crash Course');
    expect(lines.some((l) => l.startsWith('Batch'))).toBe(false);
  });

  it('[TT-CARD-3] [TT-EXAM-1] an online exam: name (session name, else description), time, mins, product, status', async () => {
    await openTimetable({
      items: [
        item({ date: '2026-11-25', class_type: 'Online Exam', session_name: 'Weekly Test 7', product_name: 'Test Series', duration: '60', start_time: '09:00 AM', end_time: '10:00 AM' }),
        item({ date: '2026-11-26', end_date: '2026-11-27', class_type: 'Online Exam', session_name: null, description: 'Mock paper 2', start_time: '09:00 AM', end_time: '06:00 PM' }),
      ],
    });
    await listRegion();
    const first = card('Weekly Test 7');
    expect(within(first).getByText('Online exam')).toBeInTheDocument();
    expect(fields(first)).toEqual(['Time: 09:00 AM – 10:00 AM', 'Duration: 60 mins', 'Product: Test Series']);
    expect(within(first).getByText('Upcoming')).toBeInTheDocument();
    expect(fields(card('Mock paper 2'))).toContain('Time: 09:00 AM – 27-11-2026 06:00 PM');
  });

  it('[TT-CARD-4] [TT-OEX-1] [TT-CUT-6] an offline exam (any other class_type): time, mins, subjects, section, description cut to 89', async () => {
    await openTimetable({
      items: [item({ date: '2026-11-24', class_type: 'Unit Test', subject_name: 'Science', start_time: '09:30 AM', end_time: '11:00 AM', duration: '90', description: LONG_DESCRIPTION })],
    });
    await listRegion();
    const article = card('Science');
    expect(within(article).getByText('Offline exam')).toBeInTheDocument();
    expect(fields(article)).toEqual(['Time: 09:30 AM – 11:00 AM', 'Duration: 90 mins', 'Section: Class 8 - A', `Description: ${LONG_DESCRIPTION.slice(0, 89)}`]);
    expect(within(article).getByRole('button', { name: LONG_DESCRIPTION })).toHaveTextContent(LONG_DESCRIPTION.slice(0, 89));
  });

  it('[TT-CARD-4] a coaching offline exam names the batch', async () => {
    await openTimetable({ session: coachingSession, items: [item({ date: '2026-11-24', class_type: 'Offline Exam', subject_name: 'Physics, Chemistry' })] });
    await listRegion();
    expect(fields(card('Physics, Chemistry'))).toContain('Batch: Class 8 - A');
  });
});
