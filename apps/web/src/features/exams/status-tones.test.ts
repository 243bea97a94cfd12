import { describe, expect, it } from 'vitest';
import { STATUS_TONES } from './components/status-chip.tsx';

// The tones' contrast in every theme is components/ui/tone-contrast.test.ts's.
describe('exam status tones', () => {
  it('[EXAM-LIST-11] every shown status has a colour of its own', () => {
    const tones = Object.values(STATUS_TONES);
    expect(new Set(tones).size).toBe(tones.length);
    expect(Object.keys(STATUS_TONES).sort()).toEqual(['ongoing', 'practice', 'resume', 'upcoming', 'view']);
  });
});
