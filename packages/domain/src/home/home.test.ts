import { describe, expect, it } from 'vitest';
import {
  announcementFailureEndsSession,
  announcementStudentId,
  filterAnnouncements,
  htmlToText,
  joinBatchNames,
  latestAnnouncements,
  splitBatchNames,
  type AnnouncementLike,
} from './announcements.ts';
import { bannerTarget, landingPath, visibleBanners } from './banner-target.ts';
import { greetingKey, greetingName } from './greeting.ts';
import { shouldShowPromo } from './promo.ts';
import { quoteKey } from './quote.ts';

const utc = (hhmm: string) => new Date(`2026-11-20T${hhmm}:00Z`);

describe('greeting', () => {
  it.each([
    ['00:00', 'home.greet.morning'],
    ['11:59', 'home.greet.morning'],
  ])('[HOME-GREET-1] %s is morning', (t, key) => expect(greetingKey(utc(t), 'UTC')).toBe(key));
  it.each([
    ['12:00', 'home.greet.noon'],
    ['12:59', 'home.greet.noon'],
  ])('[HOME-GREET-2] [HOME-GREET-5] %s is noon (reading A: the whole hour 12)', (t, key) => expect(greetingKey(utc(t), 'UTC')).toBe(key));
  it.each([
    ['13:00', 'home.greet.afternoon'],
    ['16:59', 'home.greet.afternoon'],
  ])('[HOME-GREET-3] [HOME-GREET-5] %s is afternoon', (t, key) => expect(greetingKey(utc(t), 'UTC')).toBe(key));
  it.each([
    ['17:00', 'home.greet.evening'],
    ['23:59', 'home.greet.evening'],
  ])('[HOME-GREET-4] [HOME-GREET-5] %s is evening', (t, key) => expect(greetingKey(utc(t), 'UTC')).toBe(key));
  it('[HOME-GREET-1..4] the hour is read in the user zone', () => {
    expect(greetingKey(utc('06:30'), 'Asia/Kolkata')).toBe('home.greet.noon'); // 12:00 IST
    expect(greetingKey(utc('06:30'), 'America/New_York')).toBe('home.greet.morning');
  });

  it('[HOME-GREET-6] a parent login greets the parent', () => {
    expect(greetingName({ user_type: 3, name: 'Aarav', parent_name: 'Meera' })).toBe('Meera');
    expect(greetingName({ user_type: 3, name: 'Aarav', parent_name: null })).toBe('Aarav');
  });
  it('[HOME-GREET-7] a student or open user is greeted by name', () => {
    expect(greetingName({ user_type: 1, name: 'Aarav', parent_name: 'Meera' })).toBe('Aarav');
    expect(greetingName({ user_type: 99, name: 'Kabir' })).toBe('Kabir');
  });
  it('[HOME-GREET-8] no name gives null (the UI says User)', () => {
    expect(greetingName({ user_type: 1, name: '  ' })).toBeNull();
    expect(greetingName({ user_type: 3, name: null, parent_name: '' })).toBeNull();
  });
});

describe('quote', () => {
  it('[HOME-QUOTE-1] one quote per weekday, always the same', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(quoteKey)).toEqual(['home.quote.0', 'home.quote.1', 'home.quote.2', 'home.quote.3', 'home.quote.4', 'home.quote.5', 'home.quote.6']);
    expect(quoteKey(5)).toBe(quoteKey(5));
    expect(quoteKey(7)).toBe('home.quote.0');
  });
});

describe('banners', () => {
  it.each([
    ['TIMETABLE', '/timetable'],
    ['STUDY_MATERIAL', '/studymaterial'],
    ['LIVE_CLASS', '/live'],
    ['EXAM', '/exam'],
    ['DOCUMENT', '/document'],
    ['ASSIGNMENT', '/assignment'],
    ['PRODUCT', '/product'],
    ['REPORT', '/report'],
  ])('[HOME-BANNER-7] [HOME-BANNER-9] %s lands on %s', (scr, path) => expect(landingPath(scr)).toBe(path));
  it('[HOME-BANNER-7] anything else maps to nothing', () => {
    expect(landingPath('toString')).toBeNull();
    expect(landingPath(null)).toBeNull();
    expect(landingPath('FEES')).toBeNull();
  });
  it('[HOME-BANNER-5] is_redir off goes nowhere', () => {
    expect(bannerTarget({ is_redir: false, red_link: 'https://x.example', land_scr: 'EXAM' })).toBeNull();
  });
  it('[HOME-BANNER-6] [HOME-BANNER-8] land_scr first, then a safe red_link', () => {
    expect(bannerTarget({ is_redir: true, red_link: 'https://x.example', land_scr: 'EXAM' })).toEqual({ kind: 'internal', path: '/exam' });
    expect(bannerTarget({ is_redir: true, red_link: 'x.example/offer', land_scr: null })).toEqual({ kind: 'external', href: 'https://x.example/offer' });
    expect(bannerTarget({ is_redir: true, red_link: 'javascript:alert(1)', land_scr: null })).toBeNull();
    expect(bannerTarget({ is_redir: true, red_link: 'mailto:a@b.example', land_scr: null })).toBeNull();
    expect(bannerTarget({ is_redir: true, red_link: null, land_scr: null })).toBeNull();
  });
  it('[HOME-BANNER-2] at most the first 5', () => {
    expect(visibleBanners([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 2, 3, 4, 5]);
    expect(visibleBanners([1, 2])).toEqual([1, 2]);
  });
});

describe('promo', () => {
  it('[HOME-PROMO-1] only with marketing on and promotions present', () => {
    expect(shouldShowPromo({ marketingOn: false, promoCount: 2, seen: false })).toBe(false);
    expect(shouldShowPromo({ marketingOn: true, promoCount: 0, seen: false })).toBe(false);
    expect(shouldShowPromo({ marketingOn: true, promoCount: 1, seen: false })).toBe(true);
  });
  it('[HOME-PROMO-2] [HOME-PROMO-3] [HOME-PROMO-5] not again once seen in this browser', () => {
    expect(shouldShowPromo({ marketingOn: true, promoCount: 1, seen: true })).toBe(false);
  });
});

const ann = (id: number, date: string, time: string, extra: Partial<AnnouncementLike> = {}) => ({
  id,
  ancmnt_title: `Notice ${id}`,
  description: '<p>Plain</p>',
  updated_by: 'Office',
  announced_date: date,
  announced_time: time,
  batch_sec_names: 'A',
  ...extra,
});

describe('announcements', () => {
  const list = [ann(1, '2026-11-01', '09:00'), ann(2, '2026-11-03', '08:00'), ann(3, '2026-11-03', '17:30'), ann(4, '2026-10-30', '23:00')];
  it('[HOME-ANN-1] [HOME-ANN-9] the three latest by announced date and time', () => {
    expect(latestAnnouncements(list).map((a) => a.id)).toEqual([3, 2, 1]);
    expect(latestAnnouncements(list, 10).map((a) => a.id)).toEqual([3, 2, 1, 4]);
  });
  it('[HOME-ANN-3] [HOME-ANN-9] search is case-insensitive over title, text, author and batches', () => {
    const many = [
      ann(1, '2026-11-01', '09:00', { ancmnt_title: 'Sports Day' }),
      ann(2, '2026-11-02', '09:00', { description: '<p>Bring your <b>lab coat</b></p>' }),
      ann(3, '2026-11-03', '09:00', { updated_by: 'Principal Rao' }),
      ann(4, '2026-11-04', '09:00', { batch_sec_names: 'Class 10 - A,Class 10 - B' }),
      ann(5, '2026-11-05', '09:00', { description: '<a href="https://sports.example">x</a>' }),
    ];
    expect(filterAnnouncements(many, 'sports').map((a) => a.id)).toEqual([1]);
    expect(filterAnnouncements(many, 'LAB COAT').map((a) => a.id)).toEqual([2]);
    expect(filterAnnouncements(many, 'rao').map((a) => a.id)).toEqual([3]);
    expect(filterAnnouncements(many, '10 - b').map((a) => a.id)).toEqual([4]);
    expect(filterAnnouncements(many, '  ').map((a) => a.id)).toEqual([5, 4, 3, 2, 1]);
    expect(htmlToText('<p>Fish &amp; chips</p><script>x()</script>')).toBe('Fish & chips');
  });
  it('[HOME-ANN-7] batch or section names travel as one comma-separated text and read back as the names', () => {
    expect(joinBatchNames(['Class 8 - A', 'Class 8 - B'])).toBe('Class 8 - A,Class 8 - B');
    expect(joinBatchNames([])).toBe('');
    expect(splitBatchNames('Class 8 - A,Class 8 - B')).toEqual(['Class 8 - A', 'Class 8 - B']);
    expect(splitBatchNames(' Class 8 - A , ,Class 8 - B ')).toEqual(['Class 8 - A', 'Class 8 - B']);
    expect(splitBatchNames('')).toEqual([]);
    expect(splitBatchNames(null)).toEqual([]);
  });
  it('[SESSION-FORBID-4] a 400 or 403 on the announcement fetch logs out', () => {
    expect(announcementFailureEndsSession(400)).toBe(true);
    expect(announcementFailureEndsSession(403)).toBe(true);
    expect(announcementFailureEndsSession(404)).toBe(false);
    expect(announcementFailureEndsSession(null)).toBe(false);
  });
  it('[HOME-ANN-8] user type 99 asks without a student id', () => {
    expect(announcementStudentId(99, 7001)).toBeUndefined();
    expect(announcementStudentId(1, 7001)).toBe(7001);
    expect(announcementStudentId(3, 7001)).toBe(7001);
  });
});
