import { describe, expect, it } from 'vitest';
import { ZMeetingsRequest, ZWatchCountRequest, ZWatchHistoryRequest } from './live.ts';

const base = { institution_id: 101, user_id: 5, page_offset: 0, page_size: -1, category: 3 };
const issuesOf = (value: unknown) => {
  const r = ZMeetingsRequest.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
};

describe('live class calls', () => {
  it('[API-LIVE-2] [LIVE-LOAD-1] [LIVE-LOAD-2] the spec payload, DD-MM-YYYY dates (unpadded too) as YYYY-MM-DD, numbers as strings', () => {
    expect(ZMeetingsRequest.parse({ ...base, live_future_past: 1, from_date: null, to_date: null })).toMatchObject({ live_future_past: 1 });
    expect(ZMeetingsRequest.parse({ ...base, institution_id: '101', live_future_past: '2', page_size: '-1', from_date: '1-9-2026', to_date: '26-11-2026' })).toEqual({
      ...base,
      live_future_past: 2,
      from_date: '2026-09-01',
      to_date: '2026-11-26',
    });
  });

  it('[LIVE-LOAD-1] [LIVE-PAST-6] an empty date field is no date, not a 400', () => {
    expect(issuesOf({ ...base, live_future_past: 1, from_date: '', to_date: '' })).toEqual([]);
    expect(ZMeetingsRequest.parse({ ...base, live_future_past: 2, from_date: '01-11-2026', to_date: ' ' })).toMatchObject({ to_date: null });
    expect(issuesOf({ ...base, live_future_past: 2, from_date: '' })).toEqual(['from_date']);
  });

  it('[LIVE-PAST-6] a past request without a to date is valid; without a from date it is refused naming the field', () => {
    expect(issuesOf({ ...base, live_future_past: 2, from_date: '01-11-2026', to_date: null })).toEqual([]);
    expect(issuesOf({ ...base, live_future_past: 2 })).toEqual(['from_date']);
  });

  it('[API-LIVE-2] bad input is refused with the field named', () => {
    expect(issuesOf({ ...base, live_future_past: 4 })).toEqual(['live_future_past']);
    expect(issuesOf({ ...base, live_future_past: 3 })).toEqual([]); // the older client's today (issue 33)
    expect(issuesOf({ ...base, live_future_past: 2, from_date: '31-02-2026' })).toEqual(['from_date']);
    expect(issuesOf({ ...base, live_future_past: 2, from_date: '2026-11-01' })).toEqual(['from_date']);
    expect(issuesOf({ ...base, live_future_past: 2, from_date: '20-11-2026', to_date: '19-11-2026' })).toEqual(['to_date']);
    expect(issuesOf({ ...base, live_future_past: 1, page_size: 0 })).toEqual(['page_size']);
    expect(issuesOf({ ...base, live_future_past: 1, user_id: 'x' })).toEqual(['user_id']);
  });

  it('[API-LIVE-5] [API-LIVE-6] a video id as text or number; seconds watched as a number or its digits', () => {
    expect(ZWatchCountRequest.parse({ video_id: 76979871, institute_id: '101' })).toEqual({ video_id: '76979871', institute_id: 101 });
    expect(ZWatchHistoryRequest.parse({ video_id: 'rec-1-1', watch_duration: '95.5' })).toEqual({ video_id: 'rec-1-1', watch_duration: 95.5 });
    expect(ZWatchHistoryRequest.safeParse({ video_id: '', watch_duration: 3 }).success).toBe(false);
    expect(ZWatchHistoryRequest.safeParse({ video_id: 'a', watch_duration: -1 }).success).toBe(false);
  });
});
