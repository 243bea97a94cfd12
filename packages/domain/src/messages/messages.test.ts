import { describe, expect, it } from 'vitest';
import { groupMessagesByDate, messagesPhone, MESSAGES_QUERY } from './group-by-date.ts';

const msg = (id: number, createdDateTime: string) => ({ id, message: `m${id}`, createdDateTime });

describe('messages', () => {
  it('[MSG-LIST-2] [MSG-LIST-3] [MSG-LIST-5] [MSG-PHONE-2] grouped by day in the zone, newest day and message first', () => {
    const groups = groupMessagesByDate(
      [msg(1, '2026-11-19T10:00:00Z'), msg(2, '2026-11-20T15:05:00Z'), msg(3, '2026-11-20T04:00:00Z'), msg(4, '2026-11-19T20:00:00Z'), msg(5, 'nonsense')],
      'Asia/Kolkata',
    );
    expect(groups.map((g) => [g.day, g.weekday, g.dateLabel])).toEqual([
      ['2026-11-20', 5, '20-11-2026'],
      ['2026-11-19', 4, '19-11-2026'],
    ]);
    // 19T20:00Z is 20-11 01:30 IST
    expect(groups[0]!.items.map((i) => [i.id, i.timeLabel])).toEqual([
      [2, '08:35 PM'],
      [3, '09:30 AM'],
      [4, '01:30 AM'],
    ]);
    expect(groups[1]!.items.map((i) => [i.id, i.timeLabel, i.message])).toEqual([[1, '03:30 PM', 'm1']]);
  });
  it('[MSG-EMPTY-1] no messages, no groups', () => {
    expect(groupMessagesByDate([], 'UTC')).toEqual([]);
  });
  it('[MSG-PHONE-1] [MSG-PHONE-2] code-phone; the parent number on a parent login', () => {
    expect(messagesPhone({ user_type: 1, country_calling_code: '+91', phone_no: '9000000001', parent_num: '9111111111' })).toBe('91-9000000001');
    expect(messagesPhone({ user_type: 3, country_calling_code: '91', phone_no: '9000000001', parent_num: '9111111111' })).toBe('91-9111111111');
    expect(messagesPhone({ user_type: 3, country_calling_code: '91', phone_no: '9000000001', parent_num: null })).toBe('91-9000000001');
    expect(messagesPhone({ user_type: 1, country_calling_code: '91', phone_no: null })).toBeNull();
  });
  it('[MSG-LIST-1] one request of 1000 from index 0', () => {
    expect(MESSAGES_QUERY).toEqual({ start_index: 0, batch_size: 1000 });
  });
});
