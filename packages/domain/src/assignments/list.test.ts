import { describe, expect, it } from 'vitest';
import { ANY_STATUS, assignmentTabOrder, dueDateText, filterAssignments, statusFilterOptions, type ListItem } from './list.ts';

const TZ = 'Asia/Kolkata';
const base: ListItem = {
  title: 'Fractions worksheet',
  course_name: 'Class 8 - A',
  subject_name: 'Mathematics',
  end_date: '2026-11-24T23:59:00+05:30',
  days_left: 3,
  student_status: 'Pending',
  teacher_status: 'Pending',
};
const make = (id: string, patch: Partial<ListItem>) => ({ ...base, ...patch, id });
const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('tabs', () => {
  it('[ASSIGN-TAB-3] without open=999 Ongoing comes first', () => {
    expect(assignmentTabOrder(null)).toEqual(['ongoing', 'past']);
    expect(assignmentTabOrder('')).toEqual(['ongoing', 'past']);
    expect(assignmentTabOrder('99')).toEqual(['ongoing', 'past']);
    expect(assignmentTabOrder('9990')).toEqual(['ongoing', 'past']);
  });

  it('[ASSIGN-TAB-4] open=999 puts Past first', () => {
    expect(assignmentTabOrder('999')).toEqual(['past', 'ongoing']);
    expect(assignmentTabOrder(999)).toEqual(['past', 'ongoing']);
  });
});

describe('status dropdowns', () => {
  it('[ASSIGN-FILTER-1] Ongoing offers select status, Pending, Draft, Submitted, Evaluated', () => {
    expect(statusFilterOptions('ongoing')).toEqual([ANY_STATUS, 'Pending', 'Draft', 'Submitted', 'Evaluated']);
  });

  it('[ASSIGN-FILTER-2] Past offers select status, Submitted, Not Submitted, Evaluated, Expired', () => {
    expect(statusFilterOptions('past')).toEqual([ANY_STATUS, 'Submitted', 'Not Submitted', 'Evaluated', 'Expired']);
  });
});

describe('filter and search', () => {
  const items = [
    make('pending', {}),
    make('draft', { student_status: 'Draft', title: 'Essay on rivers', subject_name: 'English', days_left: 12 }),
    make('review', { student_status: 'Submitted', title: 'Map work', subject_name: 'Geography' }),
    make('evaluated', { student_status: 'Submitted', teacher_status: 'Evaluated', title: 'Lab report', subject_name: 'Science', course_name: 'Class 9 - B' }),
  ];
  const run = (status: (typeof ANY_STATUS) | ListItem['student_status'] | 'Evaluated', search: string) =>
    ids(filterAssignments(items, { status, search, timeZone: TZ }));

  it('[ASSIGN-FILTER-4] select status and a blank search keep every card', () => {
    expect(run(ANY_STATUS, '')).toEqual(['pending', 'draft', 'review', 'evaluated']);
    expect(run(ANY_STATUS, '   ')).toEqual(['pending', 'draft', 'review', 'evaluated']);
  });

  it('[ASSIGN-FILTER-3] a status keeps the cards shown with it; Evaluated matches the evaluated Submitted item', () => {
    expect(run('Evaluated', '')).toEqual(['evaluated']);
    expect(run('Submitted', '')).toEqual(['review']);
    expect(run('Draft', '')).toEqual(['draft']);
    expect(run('Expired', '')).toEqual([]);
  });

  it('[ASSIGN-FILTER-4] status and search apply together', () => {
    expect(run('Submitted', 'lab')).toEqual([]);
    expect(run('Evaluated', 'lab')).toEqual(['evaluated']);
    expect(run(ANY_STATUS, 'lab')).toEqual(['evaluated']);
  });

  it('[ASSIGN-SEARCH-1] the search is a case-insensitive contains test', () => {
    expect(run(ANY_STATUS, 'ESSAY')).toEqual(['draft']);
    expect(run(ANY_STATUS, 'n riv')).toEqual(['draft']);
  });

  it('[ASSIGN-SEARCH-2] matches the shown status, due date text, course, title, subject and days left', () => {
    expect(run(ANY_STATUS, 'evaluated')).toEqual(['evaluated']);
    expect(run(ANY_STATUS, 'draft')).toEqual(['draft']);
    expect(run(ANY_STATUS, '24-11-2026')).toEqual(['pending', 'draft', 'review', 'evaluated']);
    expect(run(ANY_STATUS, 'class 9')).toEqual(['evaluated']);
    expect(run(ANY_STATUS, 'map work')).toEqual(['review']);
    expect(run(ANY_STATUS, 'geograph')).toEqual(['review']);
    expect(run(ANY_STATUS, '12')).toEqual(['draft']);
    expect(run(ANY_STATUS, 'nothing like it')).toEqual([]);
  });

  it('[ASSIGN-SEARCH-2] an evaluated item is not found by "submitted" (its shown status is Evaluated)', () => {
    expect(run(ANY_STATUS, 'submitted')).toEqual(['review']);
  });
});

describe('due date text', () => {
  it('[ASSIGN-CARD-2] end_date as DD-MM-YYYY in the institute zone', () => {
    expect(dueDateText('2026-11-24T23:59:00+05:30', TZ)).toBe('24-11-2026');
    expect(dueDateText('2026-11-24T20:00:00Z', TZ)).toBe('25-11-2026');
    expect(dueDateText('not a date', TZ)).toBe('not a date');
  });
});
