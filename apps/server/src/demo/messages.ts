import type { SeedContext } from './context.ts';
import { indiaInstant } from './home.ts';
import { COACHING_ID, FRENCH_ID, SCHOOL_ID } from './institutes.ts';

/** [days before today, HH:mm in India, text] */
type Sms = [number, string, string];

const AARAV: Sms[] = [
  [1, '08:05', 'Dear Parent, Aarav Sharma (Class 8 - A) is PRESENT today. - Sunrise Public School'],
  [1, '14:30', 'Homework for Class 8 - A: Maths Ex 7.2 Q1-10, Science chapter 9 questions. Submit by Monday.'],
  [1, '18:10', 'Reminder: Parent-Teacher Meeting on Saturday, 9 AM - 1 PM. Please bring the student diary.'],
  [3, '08:07', 'Dear Parent, Aarav Sharma (Class 8 - A) is ABSENT today. Please send a leave note. - Sunrise Public School'],
  [4, '16:00', 'Half-yearly exam date sheet for Class 8 - A is on the notice board.'],
  [6, '11:20', 'Annual Sports Day next Friday. Report in house T-shirt by 7:30 AM.'],
  [8, '10:00', 'Fee reminder: third instalment of Rs 12,500 is due by the 10th. Ignore if already paid.'],
  [8, '19:45', 'Payment of Rs 12,500 received for Aarav Sharma. Receipt no. SPS/26/0871. Thank you.'],
  [10, '09:00', 'School closed tomorrow on account of Guru Nanak Jayanti.'],
];

const RAJESH: Sms[] = [
  [1, '08:05', 'Dear Parent, Aarav Sharma (Class 8 - A) is PRESENT today.'],
  [1, '08:06', 'Dear Parent, Ananya Sharma (Class 5 - B) is PRESENT today.'],
  [2, '17:30', 'PTM on Saturday for Class 8. Your slot: 10:20 AM, Room 8A.'],
  [5, '13:15', 'Ananya Sharma: storytelling competition on Thursday. Best wishes!'],
  [8, '10:00', 'Fee reminder: third instalment for Aarav and Ananya is due by the 10th.'],
  [9, '12:40', 'Ananya Sharma (Class 5 - B) left school early at 12:30 PM with a guardian.'],
];

const DIYA: Sms[] = [
  [1, '18:05', 'JEE Main Mock Test #6 on Sunday 9 AM. Full syllabus, 180 min. - Apex Coaching'],
  [2, '20:15', 'Your Mock Test #5 score: 186/300. Rank 14 in JEE 2027 - Batch A.'],
  [2, '09:00', 'Diya Patel is PRESENT for the morning Physics class.'],
  [4, '19:30', 'Chemistry DPP 23 uploaded. Solve before the next class.'],
  [5, '10:20', 'Centre closed for Diwali for 3 days. Online doubt support stays open.'],
  [9, '11:00', 'Fee reminder: second instalment due by the 15th.'],
  [9, '16:45', 'Extra class: Mathematics (Definite Integrals) on Wednesday 5 PM.'],
];

const ROHAN: Sms[] = [
  [1, '10:00', 'Welcome to Apex Coaching! Free demo class on Saturday at 11 AM.'],
  [3, '12:35', 'Doubt-clearing sessions now run 4-6 PM, Monday to Friday.'],
  [3, '18:00', 'Scholarship test (ASAT) registrations close this week. Reply YES to register.'],
  [6, '09:30', 'New batch for JEE 2028 starts next month. Visit the front office for details.'],
  [7, '15:10', 'Free study material for JEE basics is now on the portal.'],
  [10, '11:45', 'Thank you for visiting Apex Coaching Institute.'],
];

const ADITI: Sms[] = [
  [1, '08:15', 'Aditi Rao est PRÉSENTE aujourd\'hui. - Institut Lumière'],
  [2, '10:05', 'Réunion parents-professeurs samedi de 9 h à 12 h.'],
  [2, '17:40', 'Devoir de physique à rendre lundi : exercices 4 à 9.'],
  [5, '09:00', 'Rappel : examen blanc de mathématiques mardi à 14 h.'],
  [7, '15:35', 'Les bulletins du trimestre sont disponibles.'],
  [10, '12:00', 'Frais de scolarité : deuxième versement avant le 15.'],
];

const INBOXES: [institute: number, phone: string, sms: Sms[]][] = [
  [SCHOOL_ID, '91-9000000001', AARAV],
  [SCHOOL_ID, '91-9000000010', RAJESH],
  [COACHING_ID, '91-9000000002', DIYA],
  [COACHING_ID, '91-9000000003', ROHAN],
  [FRENCH_ID, '91-9000000008', ADITI],
];

/** SMS-like alerts for the demo phones over the last ten days, several on some days. */
export async function seedMessages({ trx, today }: SeedContext): Promise<void> {
  await trx
    .insertInto('message')
    .values(
      INBOXES.flatMap(([institute_id, phone, list]) =>
        list.map(([daysAgo, time, body]) => ({ institute_id, phone, body, created_at: indiaInstant(today, daysAgo, time) })),
      ),
    )
    .execute();
}
