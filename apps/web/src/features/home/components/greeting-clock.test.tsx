import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { loadScreenTexts } from '../../../lib/screen-texts.ts';
import { GreetingClock } from './greeting-clock.tsx';

beforeAll(async () => {
  await initI18n('en');
  await loadScreenTexts('en');
});

describe('greeting clock', () => {
  it('[HOME-CLOCK-1] the clock ticks every second', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-20T16:59:58Z'));
    render(<GreetingClock name="Aarav" timeZone="UTC" />);
    expect(screen.getByText('04:59:58 PM')).toBeInTheDocument();
    expect(screen.getByText('Good Afternoon, Aarav')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('04:59:59 PM')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('05:00:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Good Evening, Aarav')).toBeInTheDocument();
  });

  it('[HOME-GREET-1] [HOME-GREET-8] [HOME-QUOTE-1] no name says User; the quote follows the weekday', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T08:00:00Z')); // Sunday
    const { unmount } = render(<GreetingClock name={null} timeZone="UTC" />);
    expect(screen.getByText('Good Morning, User')).toBeInTheDocument();
    expect(screen.getByText('“The secret of getting ahead is getting started.”')).toBeInTheDocument();
    unmount();
    vi.setSystemTime(new Date('2026-11-29T08:00:00Z')); // the next Sunday
    render(<GreetingClock name={null} timeZone="UTC" />);
    expect(screen.getByText('“The secret of getting ahead is getting started.”')).toBeInTheDocument();
  });
});
