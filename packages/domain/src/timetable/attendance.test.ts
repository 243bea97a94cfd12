import { describe, expect, it } from 'vitest';
import { attendancePercent, attendanceTone, classesAttended } from './attendance.ts';

const rows = (...s: (string | null)[]) => s.map((status) => ({ status }));

describe('attendance', () => {
  it.each([
    [rows('P', 'A', 'P', 'P', 'L'), 3, 5, '3/5'],
    [rows(), 0, 0, '0/0'],
    [rows('p ', null, 'A'), 1, 3, '1/3'],
  ])('[TT-ATT-2] classes attended counts status P over all rows', (list, attended, total, label) =>
    expect(classesAttended(list)).toEqual({ attended, total, label }),
  );
  it.each([
    ['P', 'present'],
    ['A', 'absent'],
    ['L', 'absent'],
    ['', 'absent'],
    [null, 'absent'],
  ])('[TT-ATT-5] status %s is shown as %s (green / red)', (status, tone) => expect(attendanceTone(status)).toBe(tone));
  it.each([
    [75, [], 75],
    ['66.6', [], 67],
    [140, [], 100],
    [-3, [], 0],
    [null, rows('P', 'A', 'A'), 33],
    ['', rows('P', 'P'), 100],
    [undefined, [], 0],
  ])('[TT-OFF-5] percentage from %s (rows %o) is %i', (server, list, pct) => expect(attendancePercent(server, list)).toBe(pct));
});
