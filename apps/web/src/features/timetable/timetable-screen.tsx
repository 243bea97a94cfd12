import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useScreenTexts } from '../../lib/screen-texts.ts';
import { useSession } from '../../lib/session-store.ts';
import { useScreenTitle } from '../../lib/screen-title.ts';
import { ScreenFrame, ScreenHeading } from '../../components/ui/screen-frame.tsx';
import { MonthView } from './month-view.tsx';
import { CalendarSubscriptionButton } from './subscription/calendar-subscription.tsx';
import { timetableContext } from './timetable-context.ts';
import { FLAG } from './timetable-icons.ts';
import { ViewToggle, type TimetableView } from './view-toggle.tsx';
import { YearView } from './year-view.tsx';
import styles from './timetable-screen.module.css';

/** What the holiday marker means, for schools [TT-VIEW-3]. */
function Legend() {
  const { t } = useTranslation();
  return (
    <p className={styles.legend}>
      <span className="sr-only">{t('timetable.legend.label')}: </span>
      <span className={styles.legendMark}>
        <Icon path={FLAG} size={14} />
      </span>
      {t('timetable.legend.holiday')}
    </p>
  );
}

/**
 * /timetable: the Month and This Year views [TT-VIEW-1..4] with the schedule cards, and the
 * calendar subscription control in the header (decision 013).
 */
export function TimetableScreen() {
  const { t } = useTranslation();
  // 'media': the recordings popup and the media viewer this screen opens.
  const areaTexts = useScreenTexts('timetable');
  const ready = useScreenTexts('media') && areaTexts;
  const session = useSession();
  const [view, setView] = useState<TimetableView>('month'); // [TT-VIEW-2]
  const ctx = useMemo(() => (session ? timetableContext(session) : null), [session]);
  const title = useScreenTitle('/timetable');

  if (!ctx) return null;
  return (
    <ScreenFrame width="full">
      <ScreenHeading title={title}>
        <CalendarSubscriptionButton />
      </ScreenHeading>
      {ready ? (
        <>
          <div className={styles.toolbar}>
            <ViewToggle value={view} onChange={setView} />
            {ctx.isSchool ? <Legend /> : null}
          </div>
          {view === 'month' ? <MonthView ctx={ctx} /> : <YearView ctx={ctx} />}
        </>
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </ScreenFrame>
  );
}
