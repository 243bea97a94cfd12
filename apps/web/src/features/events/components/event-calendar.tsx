import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCalendarEvent, TSession } from '@portal/contract';
import { addMonths, type YearMonth } from '@portal/domain/timetable/calendar-date';
import { canStepEventMonth, initialEventMonth, showTodayButton } from '@portal/domain/events/initial-month';
import { dayKey } from '@portal/domain/format/date-time';
import { expandMultiDayEvents } from '@portal/domain/events/event-grid';
import type { AcademicYearRange } from '@portal/domain/timetable/bounds';
import { ErrorBackdrop } from '../../../components/ui/error-backdrop.tsx';
import { errorText } from '../../../lib/show-error.ts';
import { userTimeZone } from '../../../lib/time-zone.ts';
import { useEventDetail } from '../api/post-event-detail.ts';
import { useErrorRedirect } from '../use-error-redirect.ts';
import { DayDialog } from './day-dialog.tsx';
import { EventDetailDialog } from './event-detail-dialog.tsx';
import { EventGrid } from './event-grid.tsx';
import { EventLegend } from './event-legend.tsx';
import { EventTabs, tabId, type EventTab } from './event-tabs.tsx';
import { MonthNav } from './month-nav.tsx';
import styles from './event-calendar.module.css';

/** The selected academic year of the session; null when the session names none. */
function academicYear(session: TSession): AcademicYearRange | null {
  return session.ay_start_date && session.ay_end_date ? { start_date: session.ay_start_date, end_date: session.ay_end_date } : null;
}

/** Decision 015: the calendar opens on All Events (the request's flag is true unless My Events is chosen, EVENT-TOGGLE-4). */
export const DEFAULT_TAB: EventTab = 'all';

type EventCalendarProps = { session: TSession & { student_id: number } };

/**
 * The event calendar of one learner and academic year: tabs, month navigation, the month grid
 * and its popups. Opens on the current month when the academic year holds today, else on its
 * first month [EVENT-INIT-1/2]; "today" is the day in the user's time zone.
 */
export function EventCalendar({ session }: EventCalendarProps) {
  const { t } = useTranslation();
  const id = useId();
  const year = academicYear(session);
  const today = dayKey(new Date(), userTimeZone(session));
  const [month, setMonth] = useState<YearMonth>(() => initialEventMonth(today, year));
  const [tab, setTab] = useState<EventTab>(DEFAULT_TAB);
  const [openDay, setOpenDay] = useState<string | null>(null);
  const [openEvent, setOpenEvent] = useState<TCalendarEvent | null>(null);

  const query = useEventDetail({
    instituteId: session.institute_id,
    studentId: session.student_id,
    year: month.year,
    month: month.month,
    allEvents: tab !== 'mine',
  });
  const byDate = useMemo(() => expandMultiDayEvents(query.data ?? {}), [query.data]);
  // An error still being retried, or one left from an earlier visit being asked again, is not final.
  const leaving = useErrorRedirect(query.isFetching ? null : query.error);

  const headingId = `${id}-month`;
  const panelId = `${id}-panel`;
  const step = (by: -1 | 1) => setMonth((m) => (canStepEventMonth(m, by, year) ? addMonths(m, by) : m));
  const todayMonth = { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };

  return (
    <div className={styles.calendar}>
      <EventTabs value={tab} onChange={setTab} panelId={panelId} idPrefix={id} />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(id, tab)} className={styles.panel}>
        <MonthNav
          month={month}
          headingId={headingId}
          canPrevious={canStepEventMonth(month, -1, year)}
          canNext={canStepEventMonth(month, 1, year)}
          showToday={showTodayButton(today, year)}
          busy={query.isFetching}
          onStep={step}
          onToday={() => setMonth(todayMonth)}
        />
        <div className={styles.scroll}>
          <EventGrid month={month} byDate={byDate} today={today} labelledBy={headingId} busy={query.isFetching} onOpenDay={setOpenDay} onOpenEvent={setOpenEvent} />
        </div>
        <EventLegend />
      </div>
      {openDay ? <DayDialog date={openDay} events={byDate[openDay] ?? []} onOpenEvent={setOpenEvent} onClose={() => setOpenDay(null)} /> : null}
      {openEvent ? <EventDetailDialog event={openEvent} onClose={() => setOpenEvent(null)} /> : null}
      {/* The server's message over the page until the dashboard opens [EVENT-ERR-2]. */}
      {leaving ? <ErrorBackdrop message={errorText(query.error)} note={t('events.err.leaving')} /> : null}
    </div>
  );
}
