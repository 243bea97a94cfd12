import { describe, expect, it } from 'vitest';
import { maskedViewerId } from './watermark.ts';

describe('protected video watermark', () => {
  it('[VIEWER-VDO-1] the viewer id is masked: the first two and last two characters show', () => {
    expect(maskedViewerId('9000000001')).toBe('90••••••01');
    expect(maskedViewerId('aarav@school.example')).toBe('aa••••••••••••••••le');
    expect(maskedViewerId('abcd')).toBe('•••d');
    expect(maskedViewerId('  ')).toBe('');
    expect(maskedViewerId(null)).toBe('');
  });
});
