import { DEMO_IMAGES, HOSTILE_NOTICE_HTML, HOSTILE_NOTICE_IDS, type NoticeSeed } from './notice-types.ts';
import { SCHOOL_ID } from './institutes.ts';

// A tiny inline picture: notices may embed images as data: URLs.
const STAR_SVG =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18" fill="#f5b301"/></svg>');

/**
 * Sunrise Public School (101). Sections: Aarav (5001) is in 'Class 8 - A', so he sees the
 * 8 - A and institute-wide notices, not those of 'Class 8 - B' (id 4) or 'Class 5 - B' (id 8),
 * nor the withdrawn one (id 12).
 */
export const SCHOOL_NOTICES: NoticeSeed[] = [
  {
    id: 1, institute: SCHOOL_ID, daysAgo: 1, time: '09:30', editedAfterHours: 2,
    title: 'Parent-Teacher Meeting on Saturday', updatedBy: 'Mrs. Anita Desai (Class Teacher)',
    batches: ['Class 8 - A', 'Class 8 - B'], image: `${DEMO_IMAGES}/notice-ptm.svg`, file: 'PTM-schedule.pdf',
    html: `<p>Dear Parents,</p>
<p>The <strong>Parent-Teacher Meeting</strong> for Class 8 will be held on <strong>Saturday, 9:00 AM to 1:00 PM</strong> in the respective classrooms.</p>
<ul>
  <li>Half-yearly answer sheets will be shown to parents.</li>
  <li>Please bring the student's diary and ID card.</li>
  <li>Time slots are in the attached <em>PTM schedule</em>.</li>
</ul>
<p>Regards,<br>Class Teacher</p>`,
  },
  {
    id: HOSTILE_NOTICE_IDS.school, institute: SCHOOL_ID, daysAgo: 2, time: '11:15',
    title: 'Library Week: reading challenge', updatedBy: 'Mr. Rahul Khanna (Librarian)', html: HOSTILE_NOTICE_HTML,
  },
  {
    id: 3, institute: SCHOOL_ID, daysAgo: 3, time: '16:45',
    title: 'Half-Yearly Examination Schedule', updatedBy: 'Exam Cell',
    batches: ['Class 8 - A'], image: `${DEMO_IMAGES}/notice-exam.svg`, file: 'Half-yearly-datesheet-8A.pdf',
    html: `<p>The half-yearly examinations for <b>Class 8 - A</b> begin next month.</p>
<ol>
  <li><b>Mathematics</b> — Monday</li>
  <li><b>Science</b> — Wednesday</li>
  <li><b>English</b> — Friday</li>
  <li><b>Social Science</b> — the following Monday</li>
</ol>
<p>Reporting time is <strong>8:30 AM</strong>. The full date sheet is attached.</p>`,
  },
  {
    id: 4, institute: SCHOOL_ID, daysAgo: 4, time: '13:05',
    title: 'Science project submission', updatedBy: 'Mr. Vivek Joshi (Science)', batches: ['Class 8 - B'],
    html: `<p>Class 8 - B students must submit their <strong>working models</strong> by Friday.</p>
<p>Guidelines are on the <a href="/my-account/studymaterial">study material</a> page.</p>`,
  },
  {
    id: 5, institute: SCHOOL_ID, daysAgo: 6, time: '10:00',
    title: 'Annual Sports Day', updatedBy: 'Mr. Harpreet Singh (Sports)', image: `${DEMO_IMAGES}/notice-sports-day.svg`,
    html: `<p>Our <strong>Annual Sports Day</strong> will be held at the school ground next Friday.</p>
<ul>
  <li>Students report in house T-shirts by <b>7:30 AM</b>.</li>
  <li>Parents are welcome from 9:00 AM.</li>
  <li>Events: 100 m sprint, relay, tug of war, yoga display.</li>
</ul>`,
  },
  {
    id: 6, institute: SCHOOL_ID, daysAgo: 8, time: '12:20',
    title: 'Fee reminder: third instalment', updatedBy: 'Accounts Office', file: 'Fee-structure-2026-27.pdf',
    html: `<p>The <strong>third instalment</strong> of tuition fees is due by the 10th.</p>
<p>Pay online from the <a href="/my-account/fees">Fees</a> page or at the school counter (9 AM – 1 PM). A late fine of <b>₹50 per day</b> applies after the due date.</p>`,
  },
  {
    id: 7, institute: SCHOOL_ID, daysAgo: 10, time: '15:40',
    title: 'Holiday: Guru Nanak Jayanti', updatedBy: 'Principal',
    html: '<p>The school will remain <strong>closed</strong> on account of Guru Nanak Jayanti. Classes resume the next working day.</p>',
  },
  {
    id: 8, institute: SCHOOL_ID, daysAgo: 13, time: '09:10',
    title: 'Storytelling competition', updatedBy: 'Ms. Farah Khan (English)', batches: ['Class 5 - B'],
    html: '<p>Class 5 - B: the <em>Hindi and English storytelling competition</em> is on Thursday. Each story may run <b>3 minutes</b>.</p>',
  },
  {
    id: 9, institute: SCHOOL_ID, daysAgo: 16, time: '14:00', editedAfterHours: 3,
    title: 'Inter-house Science Fair', updatedBy: 'Science Department', image: `${DEMO_IMAGES}/notice-science-fair.svg`,
    html: `<p>The inter-house <strong>Science Fair</strong> opens in the auditorium.</p>
<p><img src="${DEMO_IMAGES}/notice-science-fair.svg" alt="Science fair poster" width="320"></p>
<p>Visit the exhibits and vote for your favourite project.</p>`,
  },
  {
    id: 10, institute: SCHOOL_ID, daysAgo: 20, time: '08:45',
    title: 'Winter uniform', updatedBy: 'Principal',
    html: '<p>Students will wear the <strong>winter uniform</strong> (navy blazer and grey trousers or skirt) from Monday.</p>',
  },
  {
    id: 11, institute: SCHOOL_ID, daysAgo: 24, time: '17:30',
    title: 'Field trip to Nehru Planetarium', updatedBy: 'Mrs. Anita Desai (Class Teacher)', batches: ['Class 8 - A'],
    html: `<p><img src="${STAR_SVG}" alt="" width="40" height="40"> Class 8 - A visits the <strong>Nehru Planetarium</strong> on Tuesday.</p>
<ul><li>Consent form signed by a parent</li><li>Packed lunch and water bottle</li><li>Fee: <b>₹350</b></li></ul>`,
  },
  {
    id: 12, institute: SCHOOL_ID, daysAgo: 5, time: '10:30', inactive: true,
    title: 'Bus route 7 change (withdrawn)', updatedBy: 'Transport Desk',
    html: '<p>This notice was withdrawn and is not shown to anyone.</p>',
  },
];
