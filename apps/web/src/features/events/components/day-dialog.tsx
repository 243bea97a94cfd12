import { useTranslation } from 'react-i18next';
import type { TCalendarEvent } from '@portal/contract';
import { isAllDayEvent, showEventTimes } from '@portal/domain/events/event-detail';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { dayLabel } from '../calendar-format.ts';
import { EventChip } from './event-chip.tsx';
import styles from './day-dialog.module.css';

type DayDialogProps = { date: string; events: TCalendarEvent[]; onOpenEvent: (event: TCalendarEvent) => void; onClose: () => void };

/** When an entry happens, as its list line says: All Day or its times. */
function when(event: TCalendarEvent, allDay: string): string | null {
  if (isAllDayEvent(event.is_all_day_event)) return allDay;
  if (!showEventTimes(event.event_start_time)) return null;
  return [event.event_start_time, event.event_end_time].filter(Boolean).join(' – ');
}

/** The popup of a clicked day: every entry of that day, each opening its detail [EVENT-DAY-1] [EVENT-DAY-2]. */
export function DayDialog({ date, events, onOpenEvent, onClose }: DayDialogProps) {
  const { t, i18n } = useTranslation();
  return (
    <Dialog
      title={dayLabel(date, i18n.language)}
      onClose={onClose}
      dismissOnBackdrop
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      {events.length === 0 ? (
        <p className={styles.empty}>{t('events.day.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {events.map((e, i) => {
            const time = when(e, t('events.detail.allDay'));
            return (
              <li key={`${e.event_id}-${i}`} className={styles.item}>
                <EventChip event={e} onOpen={onOpenEvent} wide />
                {time ? <span className={styles.time}>{time}</span> : null}
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
