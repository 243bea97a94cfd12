import { describe, expect, it } from 'vitest';
import { dueBadge } from './due-badge.ts';

describe('due badge', () => {
  it('[ASSIGN-BADGE-1] days_left 0 shows the time left', () => {
    expect(dueBadge(0, '05:30')).toEqual({ kind: 'time', time: '05:30', hours: 5, minutes: 30, tone: 'urgent' });
    expect(dueBadge(0, '00:07')).toMatchObject({ hours: 0, minutes: 7 });
    // Not hours and minutes: shown as sent.
    expect(dueBadge(0, 'soon')).toEqual({ kind: 'time', time: 'soon', hours: null, minutes: null, tone: 'urgent' });
    expect(dueBadge(0, '10:75')).toMatchObject({ hours: null, minutes: null });
  });

  it('[ASSIGN-BADGE-1] [ASSIGN-BADGE-6] days_left 0 without a time left still badges the day', () => {
    expect(dueBadge(0, '')).toEqual({ kind: 'today', tone: 'urgent' });
    expect(dueBadge(0, null)).toEqual({ kind: 'today', tone: 'urgent' });
  });

  it('[ASSIGN-BADGE-2] days_left 1 shows 1 day left', () => {
    expect(dueBadge(1, '')).toEqual({ kind: 'days', n: 1, tone: 'urgent' });
  });

  it.each([2, 3, 4, 5])('[ASSIGN-BADGE-3] days_left %d shows N days left in the soon tone', (n) => {
    expect(dueBadge(n, '')).toEqual({ kind: 'days', n, tone: 'soon' });
  });

  it.each([6, 7])('[ASSIGN-BADGE-4] days_left %d shows N days left in another tone', (n) => {
    expect(dueBadge(n, '')).toEqual({ kind: 'days', n, tone: 'later' });
    expect(dueBadge(n, '')?.tone).not.toBe(dueBadge(5, '')?.tone);
  });

  it.each([8, 30, 365])('[ASSIGN-BADGE-5] days_left %d shows no badge', (n) => {
    expect(dueBadge(n, '')).toBeNull();
  });

  it('[ASSIGN-BADGE-6] a past assignment (days_left -1) has no badge; nor has a non-whole count', () => {
    expect(dueBadge(-1, '')).toBeNull();
    expect(dueBadge(2.5, '')).toBeNull();
    expect(dueBadge(Number.NaN, '')).toBeNull();
  });

  it('[ASSIGN-BADGE-6] time left on days other than 0 is ignored', () => {
    expect(dueBadge(3, '04:00')).toEqual({ kind: 'days', n: 3, tone: 'soon' });
  });
});
