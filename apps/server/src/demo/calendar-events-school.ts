import { addDays } from './calendar.ts';
import { diwali, dussehra, holi, minDate, monthEnd, onOrAfter } from './calendar-events-dates.ts';
import type { EventSeed } from './calendar-events.ts';

const SENIOR = ['Class 6', 'Class 7', 'Class 8'];
const EVERYONE = [1, 3, 5];

/**
 * Sunrise Public School's year from April of `y` to March of `y + 1`: national holidays on
 * their dates, festival breaks, the summer vacation, and school events of the four categories
 * for all, for some standards (the part of a section's name before ' - ': 'Class 8 - A' is
 * 'Class 8'), for staff only ({3}) or for custom users ({5}: drivers and support staff).
 */
export function schoolYear(y: number): EventSeed[] {
  const n = y + 1;
  return [
    { type: 3, title: 'Sunday', start: `${y}-04-01`, end: `${n}-03-31`, days: [0], desc: 'Weekly off' },
    { type: 1, title: 'Summer Vacation', start: `${y}-05-16`, end: `${y}-06-14`, desc: 'School reopens on 15 June. Holiday homework is on the portal.' },
    { type: 2, category: 4, title: 'Staff Development Workshop', start: `${y}-06-11`, end: `${y}-06-13`, users: [3], desc: 'Lesson planning and NEP 2020 competency-based assessment.' },
    { type: 2, category: 4, title: 'New Session Orientation for Parents', start: `${y}-06-15`, time: ['09:00', '11:00'], users: [1, 5], desc: 'Meet the class teachers; timetable and uniform guidelines.' },
    { type: 2, category: 3, title: 'Van Mahotsav Tree Plantation Drive', start: `${y}-07-04`, time: ['08:30', '10:00'], standards: ['Class 5', 'Class 6', 'Class 7'], desc: 'Bring a sapling and a water bottle.' },
    { type: 2, category: 4, title: 'Parent-Teacher Meeting (Term 1)', start: `${y}-07-11`, time: ['09:00', '13:00'], users: [1, 5], desc: 'First unit test results and attendance review.' },
    { type: 2, category: 3, title: 'Independence Day Flag Hoisting', start: `${y}-08-15`, time: ['08:00', '09:30'], users: EVERYONE, desc: 'Flag hoisting, march past and a short cultural programme. Students in whites.' },
    { type: 1, title: 'Independence Day', start: `${y}-08-15` },
    {
      type: 2, category: 1, title: 'Science Exhibition', start: `${y}-08-28`, time: ['09:30', '13:00'], standards: SENIOR, users: EVERYONE,
      desc: 'Working models on renewable energy, water conservation and robotics. Parents are welcome after 11 AM.', doc: '/my-account/demo/notice-science-fair.svg',
    },
    { type: 2, category: 3, title: "Teachers' Day Celebration", start: `${y}-09-05`, time: ['11:00', '13:00'], desc: 'Performances by the students council.' },
    { type: 2, category: 1, title: 'Hindi Diwas Essay Competition', start: `${y}-09-14`, time: ['10:00', '11:00'], standards: ['Class 5'], users: [1], desc: null },
    { type: 2, category: 4, title: 'Swachh Bharat Cleanliness Drive', start: `${y}-10-01`, time: ['08:30', '10:30'], desc: null },
    { type: 1, title: 'Gandhi Jayanti', start: `${y}-10-02` },
    { type: 1, title: 'Dussehra', start: dussehra(y) },
    { type: 2, category: 4, title: 'Staff Meeting: Half-Yearly Results', start: `${y}-10-24`, time: ['15:30', '17:00'], users: [3], desc: 'Result analysis and remedial classes plan.' },
    { type: 1, title: 'Diwali Break', start: addDays(diwali(y), -2), end: addDays(diwali(y), 2), desc: 'Happy Diwali! Please celebrate a safe, green festival.' },
    { type: 2, category: 3, title: "Children's Day Carnival", start: `${y}-11-14`, users: EVERYONE, desc: 'Games, food stalls and a magic show. Casual clothes allowed.' },
    { type: 2, category: 2, title: 'Inter-House Sports Week', start: `${y}-12-07`, end: `${y}-12-12`, desc: 'Athletics, kabaddi, kho-kho and relay finals. Report in house T-shirts by 7:30 AM.' },
    { type: 2, category: 3, title: 'Annual Day', start: `${y}-12-19`, time: ['17:00', '20:30'], users: EVERYONE, desc: 'Annual Day "Rang Tarang" at the school auditorium. Parents are requested to be seated by 4:45 PM.' },
    { type: 1, title: 'Christmas', start: `${y}-12-25` },
    { type: 1, title: 'Winter Break', start: `${y}-12-30`, end: `${n}-01-02`, desc: 'School reopens on 3 January.' },
    { type: 2, category: 1, title: 'Pre-Board Practical Examinations', start: `${n}-01-19`, end: `${n}-01-22`, standards: ['Class 8'], desc: 'Science and computer practicals; bring your lab record.' },
    { type: 1, title: 'Republic Day', start: `${n}-01-26` },
    { type: 2, category: 4, title: 'Fire Safety Drill for Support Staff', start: `${n}-02-10`, time: ['15:00', '16:00'], users: [5], desc: null },
    { type: 1, title: 'Holi', start: holi(n), desc: 'Play safe with natural colours.' },
    { type: 2, category: 4, title: 'Annual Result Day', start: `${n}-03-28`, time: ['09:00', '12:00'], users: [1, 5], desc: 'Report cards are handed to parents in the classrooms.' },
  ];
}

/**
 * Entries around today in the current year: a holiday just past (the one the demo messages
 * announce), a 4-day book fair over today, a crowded coming Saturday (a parent-teacher
 * meeting, an olympiad and chess finals, so its cell shows a '+' count), events later this
 * month, and a tournament across the end of the month.
 */
export function schoolNearToday(today: string): EventSeed[] {
  const end = monthEnd(today);
  const saturday = onOrAfter(today, 6);
  return [
    { type: 1, title: 'Guru Nanak Jayanti', start: addDays(today, -9) },
    { type: 2, category: 1, title: 'Scholastic Book Fair', start: addDays(today, -1), end: addDays(today, 2), users: EVERYONE, desc: 'In the library foyer, 8 AM to 4 PM. Books at 20% off.' },
    { type: 2, category: 4, title: 'Parent-Teacher Meeting', start: saturday, time: ['09:00', '13:00'], standards: ['Class 8'], users: [1, 5], desc: 'Half-yearly results. Please bring the student diary.' },
    { type: 2, category: 1, title: 'Mathematics Olympiad (Level 1)', start: saturday, time: ['10:00', '11:30'], standards: ['Class 7', 'Class 8'], users: [1], desc: null },
    { type: 2, category: 2, title: 'Inter-House Chess Finals', start: saturday, time: ['14:00', '16:00'], desc: 'Red House vs Blue House, in the activity hall.' },
    { type: 2, category: 3, title: 'Inter-House Hindi Debate', start: minDate(addDays(today, 5), end), time: ['11:00', '12:30'], standards: ['Class 8'], users: [1], desc: 'Topic: "Technology brings us closer".' },
    { type: 2, category: 3, title: 'Rangoli Competition', start: minDate(addDays(today, 6), end), time: ['10:00', '12:00'], standards: ['Class 5'], users: [1], desc: null },
    { type: 2, category: 2, title: 'Inter-House Football Tournament', start: addDays(end, -1), end: addDays(end, 2), standards: SENIOR, desc: 'League matches after school, finals on the last day.' },
  ];
}
