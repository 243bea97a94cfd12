import { describe, expect, it } from 'vitest';
import { cutLiveName, initials, liveTeachers } from './live-card.ts';
import { durationText, liveMinutes } from './live-phase.ts';
import { sessionStartQuery } from './start-check.ts';

describe('live class card', () => {
  it('[LIVE-CARD-4] names over 30 characters are cut to 30 plus dots; 30 or fewer stay whole', () => {
    expect(cutLiveName('a'.repeat(30))).toBe('a'.repeat(30));
    expect(cutLiveName('Organic Chemistry: Reaction Mechanisms')).toBe('Organic Chemistry: Reaction Me...');
    expect(cutLiveName(`${'😀'.repeat(31)}`)).toBe(`${'😀'.repeat(30)}...`);
    expect(cutLiveName(null)).toBe('');
  });

  it('[LIVE-CARD-5] teachers and photos are comma-separated lists paired by position, null-like entries dropped from both', () => {
    expect(liveTeachers('Anita Rao, null ,Vikram Sen', 'https://x/a.png,https://x/n.png,')).toEqual([
      { name: 'Anita Rao', photo: 'https://x/a.png', initials: 'AR' },
      { name: 'Vikram Sen', photo: null, initials: 'VS' },
    ]);
    expect(liveTeachers('Anita Rao,Vikram Sen', 'null,https://x/v.png')).toEqual([
      { name: 'Anita Rao', photo: null, initials: 'AR' },
      { name: 'Vikram Sen', photo: 'https://x/v.png', initials: 'VS' },
    ]);
    expect(liveTeachers('undefined', 'https://x/a.png')).toEqual([]);
    expect(liveTeachers(null, null)).toEqual([]);
  });

  it('[LIVE-CARD-5] a teacher without a photo shows the first letters of two words, whole letters, in capitals', () => {
    expect(initials('kavita rao deshpande')).toBe('KR');
    expect(initials('  Sunil  ')).toBe('S');
    expect(initials('𝒜nita Rao')).toBe('𝒜R');
    expect(initials('')).toBe('');
  });

  it('[LIVE-CARD-3] under 60 minutes in mins, from 60 in hours (whole hours and the minutes left)', () => {
    expect(durationText(45)).toEqual({ unit: 'mins', minutes: 45 });
    expect(durationText(59)).toEqual({ unit: 'mins', minutes: 59 });
    expect(durationText(60)).toEqual({ unit: 'hours', hours: 1, minutes: 0 });
    expect(durationText(90)).toEqual({ unit: 'hours', hours: 1, minutes: 30 });
    expect(liveMinutes('2026-11-26T23:30:00+05:30', '2026-11-27T00:15:00+05:30')).toBe(45);
    expect(liveMinutes('2026-11-26T10:00:00+05:30', '2026-11-26T09:00:00+05:30')).toBeNull();
  });

  it('[LIVE-JOIN-3] [LIVE-JOIN-4] [LIVE-JOIN-5] the start check sends the Zoom or Webex flag, and neither for other providers', () => {
    expect(sessionStartQuery('Zoom')).toEqual({ isZoomLiveClass: '1' });
    expect(sessionStartQuery(' webex ')).toEqual({ isWebexLiveClass: '1' });
    expect(sessionStartQuery('Proctur Live')).toEqual({});
    expect(sessionStartQuery(null)).toEqual({});
  });
});
