import { describe, expect, it } from 'vitest';
import { isExamStartActive, onlineExamItemStatus, onlineExamStatus, type OnlineExamStatus } from './online-exam-status.ts';

describe('online exam status', () => {
  it.each([
    [99, 100, 200, 'Upcoming'],
    [0, 100, 200, 'Upcoming'],
  ])('[TT-EXAM-2] now %i before start %i is Upcoming', (now, s, e, st) => expect(onlineExamStatus(now, s, e)).toBe(st));
  it.each([
    [100, 100, 200, 'Ongoing'],
    [150, 100, 200, 'Ongoing'],
    [199, 100, 200, 'Ongoing'],
    [100, 100, 100, 'Ongoing'],
  ])('[TT-EXAM-3] now %i between start %i and end %i is Ongoing', (now, s, e, st) => expect(onlineExamStatus(now, s, e)).toBe(st));
  it.each([
    [200, 100, 200, 'Expired'],
    [500, 100, 200, 'Expired'],
    [101, 100, 100, 'Expired'],
  ])('[TT-EXAM-4] now %i at or after end %i and after start %i is Expired', (now, s, e, st) => expect(onlineExamStatus(now, s, e)).toBe(st));

  const exam = { date: '2025-07-10', start_time: '10:00 AM', end_time: '11:00 AM' };
  it.each([
    [{ date: '2025-07-10', minutes: 599 }, 'Upcoming'],
    [{ date: '2025-07-09', minutes: 700 }, 'Upcoming'],
    [{ date: '2025-07-10', minutes: 600 }, 'Ongoing'],
    [{ date: '2025-07-10', minutes: 660 }, 'Expired'],
    [{ date: '2025-07-11', minutes: 0 }, 'Expired'],
  ])('[TT-EXAM-2] [TT-EXAM-3] [TT-EXAM-4] a timetable exam item at %o is %s', (now, st) => expect(onlineExamItemStatus(exam, now)).toBe(st));
  it('[TT-EXAM-4] an exam with a later end_date runs until that day', () => {
    const long = { ...exam, end_date: '2025-07-12' };
    expect(onlineExamItemStatus(long, { date: '2025-07-11', minutes: 0 })).toBe('Ongoing');
    expect(onlineExamItemStatus(long, { date: '2025-07-12', minutes: 660 })).toBe('Expired');
  });
  it('[TT-EXAM-1] an unreadable time gives no status', () => expect(onlineExamItemStatus({ ...exam, end_time: '' }, { date: '2025-07-10', minutes: 0 })).toBeNull());

  it.each<[OnlineExamStatus | null, number, boolean]>([
    ['Ongoing', 1, true],
    ['Ongoing', 99, true],
    ['Ongoing', 3, false],
    ['Upcoming', 1, false],
    ['Expired', 1, false],
    [null, 1, false],
  ])('[TT-EXAM-5] [TT-EXAM-6] [TT-EXAM-7] [TT-EXAM-8] %s for user type %i: Start active %s', (status, userType, active) =>
    expect(isExamStartActive(status, userType)).toBe(active),
  );
});
