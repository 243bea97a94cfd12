import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdown, countdownRefreshMs } from '@portal/domain/live/countdown';

/**
 * The time left before a class starts [LIVE-COUNT-1..3], redrawn when its text changes (hourly
 * while it shows days) and once at the start, when `onStart` lets the card turn to Ongoing.
 * Not a live region: a screen reader would hear it every second.
 */
export function LiveCountdown({ startMs, onStart }: { startMs: number; onStart: () => void }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const wait = countdownRefreshMs(startMs, now);
    if (wait === 0) {
      onStart();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [startMs, now, onStart]);

  const left = countdown(startMs, now);
  if (!left) return null;
  let text: string;
  if (left.unit === 'days') text = t('live.countdown.days', { count: left.days });
  else if (left.unit === 'hours') text = t('live.countdown.hours', { hours: left.hours, minutes: left.minutes });
  else if (left.unit === 'minutes') text = t('live.countdown.minutes', { minutes: left.minutes, seconds: left.seconds });
  else text = t('live.countdown.seconds', { seconds: left.seconds });
  return (
    <p>
      {t('live.countdown.label')} <strong>{text}</strong>
    </p>
  );
}
