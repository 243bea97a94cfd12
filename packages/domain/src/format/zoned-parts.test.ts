import { describe, expect, it } from 'vitest';
import { intlZonedParts, zonedParts } from './date-time.ts';

// Zones with summer time of a whole hour, of half an hour (Lord Howe), a :45 offset (Chatham,
// Nepal), a :30 one (India, Newfoundland), one that left summer time (Sao Paulo), and UTC.
const ZONES = ['UTC', 'Asia/Kolkata', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Asia/Kathmandu', 'America/St_Johns', 'America/Sao_Paulo'];

// Instants around the summer-time changes of 2026 and a spread over 1990-2040 from a fixed seed,
// so a run is the same every time (decision 032).
const CHANGES = ['2026-03-08T07:00:00Z', '2026-03-29T01:00:00Z', '2026-04-04T15:00:00Z', '2026-04-05T13:45:00Z', '2026-09-27T14:00:00Z', '2026-10-03T15:30:00Z', '2026-10-25T01:00:00Z', '2026-11-01T06:00:00Z'];

function* instants(): Generator<number> {
  for (const iso of CHANGES) for (let d = -3_600_000; d <= 3_600_000; d += 61_001) yield Date.parse(iso) + d;
  let seed = 20261125;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const from = Date.parse('1990-01-01T00:00:00Z');
  const to = Date.parse('2040-01-01T00:00:00Z');
  for (let i = 0; i < 2000; i++) yield Math.floor(from + next() * (to - from));
}

describe('zoned parts from a quarter hour\'s offset', () => {
  // One test per zone: each a ninth of the work, well inside its timeout on a busy machine (all
  // zones in one test took 7.8 s of its 5 s beside stress-ng and another test run: issue 18).
  for (const zone of ZONES) {
    it(`[CONST-FMT-1] [CONST-FMT-2] agree with Intl at every instant in ${zone}, summer-time changes included`, () => {
      for (const ms of instants()) {
        const date = new Date(ms);
        expect(zonedParts(date, zone), `${date.toISOString()} in ${zone}`).toEqual(intlZonedParts(date, zone));
      }
    });
  }

  it('[CONST-FMT-1] the same instant asked twice (the cached quarter) gives the same parts; an invalid date still throws', () => {
    const at = new Date('2026-11-01T05:59:59.999Z'); // the last millisecond of summer time in New York
    expect(zonedParts(at, 'America/New_York')).toEqual(zonedParts(at, 'America/New_York'));
    expect(zonedParts(at, 'America/New_York')).toMatchObject({ hour: 1, minute: 59, second: 59 });
    expect(zonedParts(new Date('2026-11-01T06:00:00Z'), 'America/New_York')).toMatchObject({ hour: 1, minute: 0 });
    expect(() => zonedParts(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });
});
