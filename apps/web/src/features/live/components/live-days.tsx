import { useTranslation } from 'react-i18next';
import type { TLiveClass } from '@portal/contract';
import type { LiveDayGroup } from '@portal/domain/live/live-days';
import type { RecordingsPlayback } from '../../../components/ui/recordings-dialog.tsx';
import type { LiveContext } from '../live-context.ts';
import { LiveClassCard } from './live-class-card.tsx';
import styles from './live-days.module.css';

type Props = { groups: LiveDayGroup<TLiveClass>[]; ctx: LiveContext; timeZone: string; playback: RecordingsPlayback };

/** Classes by day, each day headed 'Today' or its weekday, plus the date [LIVE-GROUP-1/2] [LIVE-PAST-5]. */
export function LiveDays({ groups, ctx, timeZone, playback }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.days}>
      {groups.map((g) => (
        <section key={g.key} className={styles.day} aria-labelledby={`live-day-${g.key}`}>
          <h2 id={`live-day-${g.key}`} className={styles.heading}>
            {g.isToday ? t('live.day.today', { date: g.date }) : t('live.day.other', { weekday: t(`live.weekday.${g.weekday}`), date: g.date })}
          </h2>
          <div className={styles.cards}>
            {g.classes.map((item) => (
              <LiveClassCard key={item.session_id} item={item} ctx={ctx} timeZone={timeZone} playback={playback} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
