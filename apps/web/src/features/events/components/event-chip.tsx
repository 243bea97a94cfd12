import { useTranslation } from 'react-i18next';
import type { TCalendarEvent } from '@portal/contract';
import { eventTitle } from '@portal/domain/events/event-grid';
import { Icon } from '../../../components/ui/icon.tsx';
import { categoryName, eventKind, kindIcon } from '../event-kind.ts';
import styles from './event-chip.module.css';

type EventChipProps = { event: TCalendarEvent; onOpen: (event: TCalendarEvent) => void; wide?: boolean };

/**
 * One entry as a button that opens its detail [EVENT-DAY-2]: holiday, event with its icon and
 * category colour, or weekly off [EVENT-DATA-3..5]. In a cell the title is cut at 30 plus
 * '...' [EVENT-CELL-2] (the full title on hover and for screen readers, with its kind); `wide`
 * (the day popup) shows it whole.
 */
export function EventChip({ event, onOpen, wide = false }: EventChipProps) {
  const { t } = useTranslation();
  const kind = eventKind(event);
  const icon = kindIcon(kind);
  const category = categoryName(event);
  const shown = wide ? event.title_name : eventTitle(event.title_name);
  const classes = [styles.chip, styles[kind], category ? styles[category] : '', wide ? styles.wide : ''].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} onClick={() => onOpen(event)} title={shown === event.title_name ? undefined : event.title_name}>
      {icon ? <Icon path={icon} size={14} className={styles.icon} /> : null}
      <span className={styles.text} aria-hidden="true">
        {shown}
      </span>
      <span className="sr-only">
        {t(`events.kind.${kind}`)}: {event.title_name}
      </span>
    </button>
  );
}

/** A phone-size mark of an entry in its accent; decorative, the day button names the count. */
export function EventDot({ event }: { event: TCalendarEvent }) {
  const category = categoryName(event);
  return <span className={[styles.dot, styles[eventKind(event)], category ? styles[category] : ''].filter(Boolean).join(' ')} />;
}
