import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addMonths, parseIsoDate, weekdayOf } from '@portal/domain/timetable/calendar-date';
import { canStepMonth, startMonth } from '@portal/domain/timetable/bounds';
import { dayKey, formatIsoDate } from '@portal/domain/format/date-time';
import { flattenTimetable, groupByDate } from '@portal/domain/timetable/group-by-date';
import { timetableFlags } from '@portal/domain/timetable/request-flags';
import { Button } from '../../components/ui/button.tsx';
import { ErrorBackdrop } from '../../components/ui/error-backdrop.tsx';
import { useFailureRedirect } from '../../lib/use-failure-redirect.ts';
import { PHONE_SCREEN, useMediaQuery } from '../../lib/use-media-query.ts';
import { holidayMap, holidaysRequest, useHolidays } from './api/post-holidays.ts';
import { timetableRequest, useTimetable } from './api/post-timetable.ts';
import { CalendarNav } from './calendar-nav.tsx';
import { timetableFailure } from './call-errors.ts';
import { MonthCalendar } from './month-calendar.tsx';
import { DayItems, GroupedItems, SchedulePanel, useDateHeader } from './schedule-list.tsx';
import { answerZone, type TimetableContext } from './timetable-context.ts';
import { useListInView } from './use-list-in-view.ts';
import { useServerNow } from './use-server-now.ts';
import styles from './timetable-screen.module.css';
import { recordingsPlayback } from './recordings-playback.ts';

/** The weekday and DD-MM-YYYY of a 'YYYY-MM-DD' date, for the clicked day's list header. */
function dayParts(date: string) {
  const p = parseIsoDate(date);
  return { weekday: p ? weekdayOf(p.year, p.month, p.day) : 0, dateLabel: formatIsoDate(date) };
}

/**
 * The Month view [TT-MONTH-1..10]: it opens on the current month inside the academic year,
 * else on the year's start month [TT-YEAR-7/8]; its arrows stop at the year's first and last
 * month (TT-MONTH-10 reading A, decision 011) and clear the clicked day [TT-VIEW-4]. The
 * month's schedules [TT-DATA-1] and holidays [TT-DATA-2] are loaded together. On a phone the
 * whole month's dates fold (today's open) and a tapped day's list is brought into view
 * (decision 088).
 */
export function MonthView({ ctx }: { ctx: TimetableContext }) {
  const { t } = useTranslation();
  const headingId = useId();
  const dateHeader = useDateHeader();
  const [month, setMonth] = useState(() => startMonth(dayKey(new Date(), ctx.timeZone), ctx.academicYear));
  const [selected, setSelected] = useState<string | null>(null);
  const phone = useMediaQuery(PHONE_SCREEN);
  const list = useListInView();

  const timetable = useTimetable(ctx.learner ? timetableRequest(ctx.instituteId, ctx.learner, month, timetableFlags(ctx.setup)) : null);
  const holidays = useHolidays(ctx.learner ? holidaysRequest(ctx.instituteId, ctx.learner, month) : null);
  const backdrop = useFailureRedirect([timetable.error, holidays.error], timetableFailure);
  const zone = answerZone(timetable.data?.result.time_zone, ctx.timeZone);
  const now = useServerNow(timetable.data?.time, timetable.dataUpdatedAt, zone);

  // A failed load shows no data: 'Please assign course!' clears it silently [TT-ERR-1].
  const byDate = timetable.isError ? undefined : timetable.data?.result.batchTimeTableList;
  const groups = useMemo(() => groupByDate(flattenTimetable(byDate ?? {})), [byDate]);
  const counts = useMemo(() => new Map(groups.map((g) => [g.date, g.items.length])), [groups]);
  const marks = useMemo(() => holidayMap(holidays.isError ? {} : (holidays.data ?? {})), [holidays.data, holidays.isError]);

  const label = t('timetable.monthYear', { month: t(`timetable.month.${month.month}`), year: month.year });
  const step = (by: -1 | 1) => {
    setMonth((m) => addMonths(m, by));
    setSelected(null);
  };
  const dayItems = selected ? (groups.find((g) => g.date === selected)?.items ?? []) : null;

  return (
    <div className={styles.layout}>
      <div className={styles.calendar}>
        <CalendarNav
          label={label}
          headingId={headingId}
          previousLabel={t('timetable.nav.previousMonth')}
          nextLabel={t('timetable.nav.nextMonth')}
          canPrevious={canStepMonth(month, -1, ctx.academicYear)}
          canNext={canStepMonth(month, 1, ctx.academicYear)}
          onStep={step}
        />
        <MonthCalendar
          month={month}
          counts={counts}
          holidays={marks}
          today={now.date}
          selected={selected}
          onSelect={(date) => {
            setSelected(date);
            list.bringIntoView();
          }}
          labelledBy={headingId}
        />
      </div>
      <SchedulePanel
        ref={list.ref}
        title={selected ? dateHeader(dayParts(selected)) : t('timetable.list.month', { month: label })}
        env={{ ctx, now, timeZone: zone, playback: recordingsPlayback(ctx, timetable.data?.result) }}
        loading={timetable.isPending && ctx.learner !== null}
        action={
          selected ? (
            <Button variant="link" onClick={() => setSelected(null)}>
              {t('timetable.list.showMonth')}
            </Button>
          ) : null
        }
      >
        {dayItems ? <DayItems items={dayItems} /> : <GroupedItems key={label} groups={groups} folded={phone} openDate={now.date} />}
      </SchedulePanel>
      {backdrop ? <ErrorBackdrop message={backdrop} note={t('timetable.error.toDashboard')} /> : null}
    </div>
  );
}
