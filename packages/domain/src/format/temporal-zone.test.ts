import { afterEach, describe, expect, it, vi } from 'vitest';

// Node 20 has no Temporal; a browser's is stood in for by one that knows two zones of fixed offset
// (India since 1945, UTC) and an offset name, without asking Intl. Chromium's own agrees with Intl in every zone it
// knows (423 zones, 282 instants each from 1850 to 2060, summer-time changes included: checked
// there on 2026-11-27, docs/performance.md).
const FIXED: Record<string, number> = { 'Asia/Kolkata': 19_800, UTC: 0, '+05:30': 19_800 };
const fakeTemporal = {
  Instant: {
    fromEpochMilliseconds: () => ({
      toZonedDateTimeISO: (zone: string) => {
        const seconds = FIXED[zone];
        if (seconds === undefined) throw new RangeError(`unknown zone ${zone}`);
        return { offsetNanoseconds: seconds * 1e9 };
      },
    }),
  },
};

const IntlDateTimeFormat = Intl.DateTimeFormat;

/** The domain's date modules afresh (their caches empty), with Temporal present and Intl's formatters counted. */
async function withTemporal() {
  vi.resetModules();
  vi.stubGlobal('Temporal', fakeTemporal);
  const made = { formatters: 0 };
  Intl.DateTimeFormat = class extends IntlDateTimeFormat {
    constructor(...args: ConstructorParameters<typeof IntlDateTimeFormat>) {
      super(...args);
      made.formatters += 1;
    }
  } as typeof Intl.DateTimeFormat;
  const [dates, expiry] = await Promise.all([import('./date-time.ts'), import('../session/expiry.ts')]);
  return { ...dates, ...expiry, made };
}

afterEach(() => {
  Intl.DateTimeFormat = IntlDateTimeFormat;
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('zone offsets from Temporal where the runtime has it (issue 14: the page\'s first date format)', () => {
  it('[SESSION-EXP-1] [HOME-CLOCK-1] [CONST-FMT-1] a session\'s day, the clock and a date need no Intl formatter', async () => {
    const { isValidTimeZone, isSessionExpired, formatClock, formatDate, made } = await withTemporal();
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
    // 20:00 UTC on the 21st is the 22nd in India: a login of that evening has ended by 00:30 IST.
    expect(isSessionExpired(new Date('2026-11-21T17:00:00Z'), new Date('2026-11-21T19:00:00Z'), 'Asia/Kolkata')).toBe(true);
    expect(isSessionExpired(new Date('2026-11-21T17:00:00Z'), new Date('2026-11-21T18:00:00Z'), 'Asia/Kolkata')).toBe(false);
    expect(formatClock(new Date('2026-11-21T09:35:07Z'), 'Asia/Kolkata')).toBe('03:05:07 PM');
    expect(formatDate(new Date('2026-11-21T20:00:00Z'), 'Asia/Kolkata')).toBe('22-11-2026');
    expect(made.formatters).toBe(0);
  });

  it('[CONST-FMT-1] a zone Temporal refuses, or an offset name, is left to Intl: the same answers as without Temporal', async () => {
    const { isValidTimeZone, formatClock, made } = await withTemporal();
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    // Temporal takes offsets as zones, this runtime's Intl does not: the answer stays Intl's.
    expect(isValidTimeZone('+05:30')).toBe(false);
    // Paris is not among the stand-in's zones: Intl gives its summer time.
    expect(formatClock(new Date('2026-07-01T10:00:00Z'), 'Europe/Paris')).toBe('12:00:00 PM');
    expect(made.formatters).toBeGreaterThan(0);
  });
});
