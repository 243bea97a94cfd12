import { describe, expect, it } from 'vitest';
import {
  audienceKeys,
  descriptionText,
  eventCategoryKey,
  eventDateParts,
  isAllDayEvent,
  showEndDate,
  showEventTimes,
  standardsText,
} from './event-detail.ts';

describe('event detail', () => {
  it.each([
    [2, 1, 'event.category.academic'],
    [2, 2, 'event.category.sports'],
    [2, '3', 'event.category.cultural'],
    [2, 4, 'event.category.miscellaneous'],
    [2, 5, null],
  ])('[EVENT-DETAIL-1] event_type %s holiday_type %s is %s', (et, ht, key) => expect(eventCategoryKey(et, ht)).toBe(key));
  it.each([[1], [3], [null]])('[EVENT-DETAIL-2] event_type %s shows no category', (et) => expect(eventCategoryKey(et, 1)).toBeNull());

  it.each([
    [[1, 3], ['event.audience.student', 'event.audience.teacher']],
    [[3, 7, 9, 1], ['event.audience.teacher', 'event.audience.custom', 'event.audience.student']],
    [null, []],
  ])('[EVENT-DETAIL-10] codes %o are %o', (codes, keys) => expect(audienceKeys(codes)).toEqual(keys));

  it.each([
    [['5A', '6B'], '5A, 6B'],
    [[], '-'],
    [[' ', null], '-'],
    [null, '-'],
  ])('[EVENT-DETAIL-9] standards %o show %s', (names, text) => expect(standardsText(names)).toBe(text));
  it.each([
    ['Sports day', 'Sports day'],
    ['', '-'],
    ['   ', '-'],
    [null, '-'],
  ])('[EVENT-DETAIL-11] description %s shows %s', (d, text) => expect(descriptionText(d)).toBe(text));
  it.each([
    [true, true],
    [1, true],
    ['Y', true],
    ['true', true],
    [false, false],
    [0, false],
    ['N', false],
    [null, false],
  ])('[EVENT-DETAIL-7] is_all_day_event %s shows All Day: %s', (f, shown) => expect(isAllDayEvent(f)).toBe(shown));
  it.each([
    ['2025-07-10', '2025-07-12', true],
    ['2025-07-10', '2025-07-10', false],
    ['2025-07-10 00:00:00', '2025-07-10', false],
    ['2025-07-10', '', false],
    ['2025-07-10', null, false],
  ])('[EVENT-DETAIL-4] [EVENT-DETAIL-5] start %s end %s shows the end: %s', (s, e, shown) => expect(showEndDate(s, e)).toBe(shown));
  it.each([
    ['10:00 AM', true],
    ['', false],
    [null, false],
  ])('[EVENT-DETAIL-8] start time %s shows times: %s', (t, shown) => expect(showEventTimes(t)).toBe(shown));
  it.each([
    ['2025-07-10', { month: 7, day: 10 }],
    ['nope', null],
  ])('[EVENT-DETAIL-6] [EVENT-DETAIL-13] %s shows month and day %o', (d, parts) => expect(eventDateParts(d)).toEqual(parts));
});
