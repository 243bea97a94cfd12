import { describe, expect, it } from 'vitest';
import { REPORT_TONES } from './components/report-status-chip.tsx';

// The tones' contrast in every theme is components/ui/tone-contrast.test.ts's.
describe('report status tones', () => {
  it('[REPORT-STATUS-1..5] every report status has a colour of its own', () => {
    const tones = Object.values(REPORT_TONES);
    expect(new Set(tones).size).toBe(tones.length);
    expect(tones).toHaveLength(4);
  });
});
