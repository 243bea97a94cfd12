import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, getToasts, showToastAfter } from './toast-store.ts';

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('toasts shown after a delay', () => {
  it('[ASSIGN-SAVE-4] a delayed success appears once its delay has passed', () => {
    vi.useFakeTimers();
    showToastAfter(1000, 'Saved', 'success');
    vi.advanceTimersByTime(999);
    expect(getToasts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([expect.objectContaining({ text: 'Saved', tone: 'success' })]);
  });

  it('clearing the toasts drops the ones still to come (a cleared screen hears nothing from before)', () => {
    vi.useFakeTimers();
    showToastAfter(1000, 'Saved', 'success');
    clearToasts();
    vi.advanceTimersByTime(5000);
    expect(getToasts()).toEqual([]);
  });
});
