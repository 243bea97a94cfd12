import { useTranslation } from 'react-i18next';
import { dueBadge } from '@portal/domain/assignments/due-badge';
import styles from './due-badge.module.css';

/**
 * The due badge of a card [ASSIGN-BADGE-1..5]: the time left on the due day, '1 day left', 'N
 * days left' in the 'soon' colour for 2-5 and the 'later' colour for 6-7, nothing beyond 7 or
 * once past (decision 025). The words carry the meaning; the colour only adds to it.
 */
export function DueBadge({ daysLeft, timeLeft }: { daysLeft: number; timeLeft: string }) {
  const { t } = useTranslation();
  const badge = dueBadge(daysLeft, timeLeft);
  if (!badge) return null;
  let text: string;
  if (badge.kind === 'time' && badge.hours !== null && badge.minutes !== null) {
    text = badge.hours > 0 ? t('assign.badge.hoursMinutes', { h: badge.hours, m: badge.minutes }) : t('assign.badge.minutes', { m: badge.minutes });
  } else if (badge.kind === 'time') text = t('assign.badge.time', { time: badge.time });
  else if (badge.kind === 'today') text = t('assign.badge.today');
  else text = badge.n === 1 ? t('assign.badge.oneDay') : t('assign.badge.days', { n: badge.n });
  return (
    <span className={`${styles.badge} ${styles[badge.tone] ?? ''}`} data-tone={badge.tone}>
      {text}
    </span>
  );
}
