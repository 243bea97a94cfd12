import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canStepYear, startMonth } from '@portal/domain/timetable/bounds';
import { dayKey } from '@portal/domain/format/date-time';
import { flattenTimetable, groupByDate } from '@portal/domain/timetable/group-by-date';
import { parseIsoDate } from '@portal/domain/timetable/calendar-date';
import { yearViewFlags } from '@portal/domain/timetable/request-flags';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorBackdrop } from '../../components/ui/error-backdrop.tsx';
import { useFailureRedirect } from '../../lib/use-failure-redirect.ts';
import { PHONE_SCREEN, useMediaQuery } from '../../lib/use-media-query.ts';
import { showToast } from '../../lib/toast-store.ts';
import { timetableRequest, useTimetable } from './api/post-timetable.ts';
import { useYearCount, yearCountRequest } from './api/post-year-count.ts';
import { CalendarNav } from './calendar-nav.tsx';
import { genericErrorText, isHandled, serverMessageOf } from '../../lib/call-failure.ts';
import { timetableFailure } from './call-errors.ts';
import { GroupedItems, SchedulePanel } from './schedule-list.tsx';
import { answerZone, type TimetableContext } from './timetable-context.ts';
import { CALENDAR } from './timetable-icons.ts';
import { useListInView } from './use-list-in-view.ts';
import { useServerNow } from './use-server-now.ts';
import { YearCalendar } from './year-calendar.tsx';
import styles from './timetable-screen.module.css';
import { recordingsPlayback } from './recordings-playback.ts';

/** A year-count failure [TT-ERR-4]: the 403 has logged out, a server message is swallowed, anything else is the generic toast. */
function useYearCountFailure(error: unknown) {
  useEffect(() => {
    if (error && !isHandled(error) && serverMessageOf(error) === null) showToast(genericErrorText(error));
  }, [error]);
}

/**
 * The This Year view [TT-YEAR-1..8]: year arrows within the academic year's years
 * [TT-YEAR-6], the 12 months with their counts (API-TT-3) [TT-YEAR-2/3]; a clicked month lists
 * its items, loaded by API-TT-1 with the year view's flags (for user type 99 the
 * course-structure and offline-exam flags are N: TT-DATA-7, reading A of TT-DATA-8)
 * [TT-YEAR-4]; before that, a choose-month message [TT-YEAR-5]. A new year clears the month
 * [TT-VIEW-4]. On a phone the chosen month's dates fold and its list is brought into view
 * (decision 088).
 */
export function YearView({ ctx }: { ctx: TimetableContext }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [year, setYear] = useState(() => startMonth(dayKey(new Date(), ctx.timeZone), ctx.academicYear).year);
  const [month, setMonth] = useState<number | null>(null);
  const phone = useMediaQuery(PHONE_SCREEN);
  const panel = useListInView();

  const counts = useYearCount(ctx.learner ? yearCountRequest(ctx.instituteId, ctx.learner, year) : null);
  const chosen = month !== null && ctx.learner ? timetableRequest(ctx.instituteId, ctx.learner, { year, month }, yearViewFlags(ctx.setup, ctx.userType)) : null;
  const timetable = useTimetable(chosen);
  useYearCountFailure(counts.error);
  const backdrop = useFailureRedirect([timetable.error], timetableFailure);
  const zone = answerZone(timetable.data?.result.time_zone, ctx.timeZone);
  const now = useServerNow(timetable.data?.time, timetable.dataUpdatedAt, zone);

  const list = timetable.isError ? undefined : timetable.data?.result.batchTimeTableList;
  const groups = useMemo(() => groupByDate(flattenTimetable(list ?? {})), [list]);
  const today = parseIsoDate(now.date);

  const step = (by: -1 | 1) => {
    setYear((y) => y + by);
    setMonth(null);
  };
  const monthLabel = month === null ? '' : t('timetable.monthYear', { month: t(`timetable.month.${month}`), year });

  return (
    <div className={styles.layout}>
      <div className={styles.calendar}>
        <CalendarNav
          label={String(year)}
          headingId={headingId}
          previousLabel={t('timetable.nav.previousYear')}
          nextLabel={t('timetable.nav.nextYear')}
          canPrevious={canStepYear(year, -1, ctx.academicYear)}
          canNext={canStepYear(year, 1, ctx.academicYear)}
          onStep={step}
        />
        <YearCalendar
          counts={counts.isError ? {} : (counts.data ?? {})}
          selected={month}
          current={today?.year === year ? today.month : null}
          onSelect={(m) => {
            setMonth(m);
            panel.bringIntoView();
          }}
          labelledBy={headingId}
        />
      </div>
      {month === null ? (
        <div className={styles.panel}>
          <EmptyState icon={CALENDAR} title={t('timetable.list.chooseMonth')} text={t('timetable.list.chooseMonthHint')} />
        </div>
      ) : (
        <SchedulePanel ref={panel.ref} title={t('timetable.list.month', { month: monthLabel })} env={{ ctx, now, timeZone: zone, playback: recordingsPlayback(ctx, timetable.data?.result) }} loading={timetable.isPending && chosen !== null}>
          <GroupedItems key={monthLabel} groups={groups} folded={phone} openDate={now.date} />
        </SchedulePanel>
      )}
      {backdrop ? <ErrorBackdrop message={backdrop} note={t('timetable.error.toDashboard')} /> : null}
    </div>
  );
}
