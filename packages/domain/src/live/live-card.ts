import { cut } from '../timetable/text-cut.ts';

/** Session, course and teacher names over 30 characters are cut to 30 plus dots [LIVE-CARD-4] (decision 060). */
export const cutLiveName = (text: string | null | undefined) => cut(text, 30, 30, '...');

/** A teacher on a card: name, photo address or null, and the initials shown when there is no photo. */
export type LiveTeacher = { name: string; photo: string | null; initials: string };

/** 'Kavita Rao' -> 'KR'; the first letters of the first two words, capitals (whole letters, not halves of one). */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toUpperCase())
    .join('');

const NULL_LIKE = new Set(['', 'null', 'undefined', 'none', 'nan']);
const isNullLike = (text: string | undefined) => text === undefined || NULL_LIKE.has(text.trim().toLowerCase());

/**
 * The teachers of a class from teachersName and t_photo_url, both comma-separated lists
 * [LIVE-CARD-5]. Decision 060: the two lists are paired by position; a teacher whose name is
 * null-like is dropped with their photo, and a null-like photo is dropped (the card shows the
 * initials instead), so null-like entries are dropped from both without shifting the photos
 * onto the wrong names.
 */
export function liveTeachers(teachersName: string | null | undefined, photoUrls: string | null | undefined): LiveTeacher[] {
  const names = (teachersName ?? '').split(',');
  const photos = (photoUrls ?? '').split(',');
  const teachers: LiveTeacher[] = [];
  names.forEach((raw, i) => {
    if (isNullLike(raw)) return;
    const photo = photos[i];
    const name = raw.trim();
    teachers.push({ name, photo: isNullLike(photo) ? null : photo!.trim(), initials: initials(name) });
  });
  return teachers;
}
