/**
 * School institutes use other words for the same things [SHELL-WORD-1..4] [SHELL-MENU-10].
 * Returns the i18n key of the word, so the web app translates it in every language.
 */
export type Word = 'assignments' | 'batch' | 'course' | 'announcement';

const SCHOOL: Record<Word, string> = {
  assignments: 'word.homework',
  batch: 'word.section',
  course: 'word.standard',
  announcement: 'word.noticeBoard',
};
const COACHING: Record<Word, string> = {
  assignments: 'word.assignments',
  batch: 'word.batch',
  course: 'word.course',
  announcement: 'word.announcement',
};

export function wordKey(word: Word, isSchool: boolean): string {
  return (isSchool ? SCHOOL : COACHING)[word];
}
