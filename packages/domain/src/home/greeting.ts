import { isParentLogin } from '../shell/user-role.ts';
import { zonedParts } from '../format/date-time.ts';

export type GreetingKey = 'home.greet.morning' | 'home.greet.noon' | 'home.greet.afternoon' | 'home.greet.evening';

/**
 * The greeting of the hour in the user's zone [HOME-GREET-1..4]. Decision for [HOME-GREET-5],
 * reading A: before 12:00 morning; the whole hour 12 (12:00-12:59) noon; 13:00-16:59
 * afternoon; from 17:00 (and through the night) evening.
 */
export function greetingKey(date: Date, timeZone: string): GreetingKey {
  const { hour } = zonedParts(date, timeZone);
  if (hour < 12) return 'home.greet.morning';
  if (hour === 12) return 'home.greet.noon';
  if (hour < 17) return 'home.greet.afternoon';
  return 'home.greet.evening';
}

export type GreetingPerson = { user_type: number; name?: string | null; parent_name?: string | null };

/**
 * Who is greeted: the parent's name on a parent login [HOME-GREET-6] (the user type decides,
 * decision 004), else the student's name [HOME-GREET-7]; null when there is none, and the UI
 * then says 'User' [HOME-GREET-8]. A parent login without a parent name falls back to name.
 */
export function greetingName(person: GreetingPerson): string | null {
  const candidates = isParentLogin(person.user_type) ? [person.parent_name, person.name] : [person.name];
  for (const c of candidates) if (c && c.trim()) return c.trim();
  return null;
}
