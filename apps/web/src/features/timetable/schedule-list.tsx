import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TScheduleItem } from '@portal/contract';
import type { TimetableDayGroup } from '@portal/domain/timetable/group-by-date';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { CardEnvContext, type CardEnv } from './cards/card-env.ts';
import { ScheduleCard } from './cards/schedule-card.tsx';
import { CALENDAR_OFF } from './timetable-icons.ts';
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

function Group({ group }: { group: TimetableDayGroup<TScheduleItem> }) {
  const header = useDateHeader();
  const id = useId();
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h3 id={id} className={styles.groupHeader}>
        {header(group)}
      </h3>
      <ul className={styles.cards}>
        {group.items.map((item) => (
          <li key={item.schedule_id}>
            <ScheduleCard item={item} level={4} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A month's items under their date headers [TT-MONTH-8] [TT-YEAR-4]. */
export function GroupedItems({ groups }: { groups: readonly TimetableDayGroup<TScheduleItem>[] }) {
  if (groups.length === 0) return <NotFound />;
  return (
    <div className={styles.groups}>
      {groups.map((g) => (
        <Group key={g.date} group={g} />
      ))}
    </div>
  );
}

type SchedulePanelProps = { title: string; env: CardEnv; loading: boolean; action?: ReactNode; children: ReactNode };

/** The list beside the calendar (below it on a phone): a titled region the cards live in. */
export function SchedulePanel({ title, env, loading, action, children }: SchedulePanelProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={id} aria-busy={loading}>
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
