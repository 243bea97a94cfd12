import { addDays } from './calendar.ts';
import { diwali, holi } from './calendar-events-dates.ts';
import type { EventSeed } from './calendar-events.ts';

/** Apex Coaching's year (April `y` .. March `y + 1`): few holidays (classes run on Sundays), seminars and tests. */
export function coachingYear(y: number): EventSeed[] {
  const n = y + 1;
  return [
    { type: 2, category: 4, title: 'Parent Orientation', start: `${y}-07-05`, time: ['11:00', '12:30'], users: [1, 5], desc: 'Course plan, mock test calendar and the doubt-support desk.' },
    { type: 1, title: 'Independence Day', start: `${y}-08-15` },
    { type: 2, category: 3, title: "Teachers' Day", start: `${y}-09-05`, time: ['17:00', '18:00'], desc: null },
    { type: 1, title: 'Diwali', start: addDays(diwali(y), -1), end: addDays(diwali(y), 1), desc: 'Centre closed. Online doubt support stays open.' },
    { type: 2, category: 1, title: 'JEE Main Strategy Seminar', start: `${n}-01-10`, time: ['17:00', '19:00'], users: [1], desc: 'Time management and paper strategy with last year\'s toppers.' },
    { type: 2, category: 2, title: 'Apex Cricket Cup', start: `${n}-01-17`, end: `${n}-01-18`, desc: 'Batch teams; register with your batch coordinator.' },
    { type: 1, title: 'Republic Day', start: `${n}-01-26` },
    { type: 2, category: 1, title: 'Doubt-Clearing Marathon', start: `${n}-02-20`, end: `${n}-02-22`, desc: 'Physics, Chemistry and Mathematics doubt desks from 9 AM to 6 PM.' },
    { type: 1, title: 'Holi', start: holi(n) },
    { type: 2, category: 4, title: 'Faculty Review Meeting', start: `${n}-03-14`, time: ['18:00', '19:30'], users: [3], desc: null },
  ];
}

/** Apex Coaching around today: a workshop later this week. */
export function coachingNearToday(today: string): EventSeed[] {
  return [
    { type: 2, category: 1, title: 'Mock Test Analysis Workshop', start: addDays(today, 2), time: ['16:00', '18:00'], users: [1, 3], desc: 'Bring your last three mock test answer sheets.' },
  ];
}

/** Institut Lumière Puducherry (French interface): the Union Territory's holidays, in French. */
export function frenchYear(y: number): EventSeed[] {
  const n = y + 1;
  return [
    { type: 3, title: 'Dimanche', start: `${y}-04-01`, end: `${n}-03-31`, days: [0], desc: 'Repos hebdomadaire' },
    { type: 1, title: "Fête de l'Indépendance", start: `${y}-08-15` },
    { type: 1, title: 'Journée du transfert de jure', start: `${y}-08-16`, desc: 'Anniversaire du transfert de Pondichéry à l\'Inde (1962).' },
    { type: 2, category: 3, title: 'Soirée culturelle de Diwali', start: addDays(diwali(y), -3), time: ['18:00', '20:00'], users: [1, 3, 5], desc: null },
    { type: 1, title: 'Diwali', start: diwali(y) },
    { type: 1, title: 'Noël', start: `${y}-12-25` },
    { type: 1, title: 'Pongal', start: `${n}-01-15`, end: `${n}-01-16`, desc: 'Bonne fête de Pongal !' },
    { type: 2, category: 1, title: 'Atelier de conversation', start: `${n}-02-06`, time: ['10:00', '12:00'], users: [1], desc: 'Préparation au DELF B1 : expression orale.' },
    { type: 1, title: 'Fête de la République', start: `${n}-01-26` },
  ];
}
