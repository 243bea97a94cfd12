import { DEMO_IMAGES, HOSTILE_NOTICE_HTML, HOSTILE_NOTICE_IDS, type NoticeSeed } from './notice-types.ts';
import { COACHING_ID, FRENCH_ID } from './institutes.ts';

/**
 * Apex Coaching (102): Diya (5002) is in 'JEE 2027 - Batch A'; Rohan (open user) sees only
 * the institute-wide notices (ids 22, 23, 25). Institut Lumière (106343) writes in French.
 */
export const OTHER_NOTICES: NoticeSeed[] = [
  {
    id: 21, institute: COACHING_ID, daysAgo: 1, time: '18:00',
    title: 'JEE Main Mock Test #6 on Sunday', updatedBy: 'Academic Coordinator', batches: ['JEE 2027 - Batch A'],
    html: `<p><strong>Mock Test #6</strong> (full syllabus, 180 minutes) opens on Sunday at 9:00 AM.</p>
<ul><li>Physics, Chemistry, Mathematics — 75 questions</li><li>+4 / −1 marking</li></ul>
<p>Attempt it from the <a href="/my-account/exam">Exams</a> page.</p>`,
  },
  {
    id: HOSTILE_NOTICE_IDS.coaching, institute: COACHING_ID, daysAgo: 3, time: '12:30',
    title: 'Doubt-clearing sessions: new timings', updatedBy: 'Front Office', html: HOSTILE_NOTICE_HTML,
  },
  {
    id: 23, institute: COACHING_ID, daysAgo: 5, time: '10:15',
    title: 'Diwali break', updatedBy: 'Centre Head',
    html: '<p>The centre is closed for <strong>Diwali</strong> for three days. Online doubt support stays open.</p>',
  },
  {
    id: 24, institute: COACHING_ID, daysAgo: 9, time: '16:20',
    title: 'Biology revision plan', updatedBy: 'Dr. Sneha Kulkarni (Biology)', batches: ['NEET 2026 - Batch B'],
    html: '<p>NEET 2026 - Batch B: revise <b>Human Physiology</b> and <b>Genetics</b> this week; NCERT line-by-line quiz on Friday.</p>',
  },
  {
    id: 25, institute: COACHING_ID, daysAgo: 14, time: '11:00',
    title: 'Fee instalment due', updatedBy: 'Accounts', file: 'Fee-schedule-JEE-2027.pdf',
    html: '<p>The second instalment is due by the <strong>15th</strong>. Pay at the front office or by UPI.</p>',
  },
  {
    id: 26, institute: COACHING_ID, daysAgo: 21, time: '19:45',
    title: 'Physics formula booklet released', updatedBy: 'Mr. Amit Tiwari (Physics)', batches: ['JEE 2027 - Batch A'],
    image: `${DEMO_IMAGES}/notice-exam.svg`, file: 'Physics-formula-booklet.pdf',
    html: '<p>The <em>formula booklet</em> for Mechanics and Electrostatics is attached. Keep it handy for the mock tests.</p>',
  },
  {
    id: 31, institute: FRENCH_ID, daysAgo: 2, time: '10:00',
    title: 'Réunion parents-professeurs', updatedBy: 'Mme Claire Dubois (Direction)',
    html: `<p>La <strong>réunion parents-professeurs</strong> aura lieu samedi de 9 h à 12 h.</p>
<ul><li>Bulletins du trimestre</li><li>Orientation après le bac</li></ul>`,
  },
  {
    id: 32, institute: FRENCH_ID, daysAgo: 7, time: '15:30',
    title: 'Examen blanc de mathématiques', updatedBy: 'M. Arun Pillai (Mathématiques)', batches: ['Groupe Sciences 2027'],
    html: "<p>L'<b>examen blanc</b> de mathématiques aura lieu mardi à 14 h. Calculatrice autorisée.</p>",
  },
];
