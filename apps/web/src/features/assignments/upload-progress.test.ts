// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filePercents, overallPercent } from './upload-progress.ts';

describe('upload progress (decision 027)', () => {
  it('[ASSIGN-SAVE-7] the share of the body sent is spread over the files in order, by their cumulative sizes', () => {
    expect(filePercents([300, 100], 0, 1000)).toEqual([0, 0]);
    expect(filePercents([300, 100], 500, 1000)).toEqual([66, 0]);
    expect(filePercents([300, 100], 750, 1000)).toEqual([100, 0]);
    expect(filePercents([300, 100], 900, 1000)).toEqual([100, 60]);
    expect(filePercents([300, 100], 1000, 1000)).toEqual([100, 100]);
  });

  it('[ASSIGN-SAVE-7] nothing is reported before the browser knows the size; overshoot is capped', () => {
    expect(filePercents([10], 5, 0)).toEqual([0]);
    expect(filePercents([10], 2000, 1000)).toEqual([100]);
    expect(overallPercent(0, 0)).toBe(0);
    expect(overallPercent(999, 1000)).toBe(99);
    expect(overallPercent(1000, 1000)).toBe(100);
    expect(overallPercent(1500, 1000)).toBe(100);
  });
});
