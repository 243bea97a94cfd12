import { useId, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { TScheduleItem } from '@portal/contract';
import type { TimetableDayGroup } from '@portal/domain/timetable/group-by-date';
import { scheduleLabelKey } from '@portal/domain/timetable/month-grid';
import { Icon } from '../../components/ui/icon.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { CardEnvContext, type CardEnv } from './cards/card-env.ts';
import { ScheduleCard } from './cards/schedule-card.tsx';
import { CALENDAR_OFF, CHEVRON_DOWN } from './timetable-icons.ts';
import styles from './timetable-screen.module.css';

/** 'Saturday, 21-11-2026': the weekday and the day-month-year date [TT-MONTH-8]. */
export function useDateHeader() {
  const { t } = useTranslation();
  return (group: { weekday: number; dateLabel: string }) =>
    t('timetable.list.dateHeader', { weekday: t(`timetable.weekday.long.${group.weekday}`), date: group.dateLabel });
}

/** The schedule-not-found message and picture [TT-MONTH-9]. */
export function NotFound() {
  const { t } = useTranslation();
  return <EmptyState icon={CALENDAR_OFF} title={t('timetable.list.notFound')} text={t('timetable.list.notFoundHint')} />;
}

/** One day's items, each its card [TT-MONTH-7]. */
export function DayItems({ items }: { items: readonly TScheduleItem[] }) {
  if (items.length === 0) return <NotFound />;
  return (
    <ul className={styles.cards}>
      {items.map((item) => (
        <li key={item.schedule_id}>
          <ScheduleCard item={item} level={3} />
        </li>
      ))}
    </ul>
  );
}

type GroupProps = { group: TimetableDayGroup<TScheduleItem>; folded: boolean; startOpen: boolean };

/**
 * One date's items under its header [TT-MONTH-8]. Folded (a phone, decision 088), the header is
 * a button that shows or hides the day's cards and says how many there are, so a month is a
 * screen of dates rather than a page of 160 cards.
 */
function Group({ group, folded, startOpen }: GroupProps) {
  const { t } = useTranslation();
  const header = useDateHeader();
  const id = useId();
  const [open, setOpen] = useState(startOpen);
  const count = group.items.length;
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h3 id={id} className={folded ? styles.foldHeader : styles.groupHeader}>
        {folded ? (
          <button type="button" className={styles.fold} aria-expanded={open} aria-controls={`${id}-items`} onClick={() => setOpen((o) => !o)}>
            <span className={styles.foldDate}>{header(group)}</span>
            <span className={styles.foldCount}>
              {count} {t(`timetable.count.${scheduleLabelKey(count)}`)}
            </span>
            <Icon path={CHEVRON_DOWN} size={18} className={open ? styles.foldIconOpen : styles.foldIcon} />
          </button>
        ) : (
          header(group)
        )}
      </h3>
      <ul id={`${id}-items`} className={styles.cards} hidden={folded && !open}>
        {group.items.map((item) => (
          <li key={item.schedule_id}>
            <ScheduleCard item={item} level={4} />
          </li>
        ))}
      </ul>
    </section>
  );
}

type GroupedItemsProps = {
  groups: readonly TimetableDayGroup<TScheduleItem>[];
  /** Each date folds to its header (a phone); `openDate`'s group starts open. */
  folded?: boolean;
  openDate?: string;
};

/** A month's items under their date headers [TT-MONTH-8] [TT-YEAR-4]. */
export function GroupedItems({ groups, folded = false, openDate }: GroupedItemsProps) {
  if (groups.length === 0) return <NotFound />;
  return (
    <div className={folded ? styles.foldedGroups : styles.groups}>
      {groups.map((g) => (
        <Group key={g.date} group={g} folded={folded} startOpen={g.date === openDate} />
      ))}
    </div>
  );
}

type SchedulePanelProps = { title: string; env: CardEnv; loading: boolean; action?: ReactNode; children: ReactNode; ref?: Ref<HTMLElement> };

/** The list beside the calendar (below it on a phone): a titled region the cards live in. */
export function SchedulePanel({ title, env, loading, action, children, ref }: SchedulePanelProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section ref={ref} className={styles.panel} aria-labelledby={id} aria-busy={loading}>
      <div className={styles.panelHead}>
        <h2 id={id} className={styles.panelTitle}>
          {title}
        </h2>
        {action}
      </div>
      <CardEnvContext.Provider value={env}>{loading ? <Spinner label={t('timetable.loading')} /> : children}</CardEnvContext.Provider>
    </section>
  );
}
