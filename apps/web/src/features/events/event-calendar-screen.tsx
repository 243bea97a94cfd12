import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { screenTitleKey } from '../../app/screens/screen-title.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useScreenTexts } from '../../lib/screen-texts.ts';
import { useSession } from '../../lib/session-store.ts';
import { EventCalendar } from './components/event-calendar.tsx';
import { offersEventCalendar } from './event-offer.ts';
import { NOT_OFFERED } from './events-icons.ts';
import styles from './event-calendar-screen.module.css';

/** /eventCalender: the school event calendar [EVENT-VIEW-1], or a 'not offered' note (decision 015). */
export function EventCalendarScreen() {
  const { t } = useTranslation();
  const ready = useScreenTexts('events');
  const session = useSession();
  const title = t(screenTitleKey('/eventCalender', session?.is_institute_type_school ?? false));

  useEffect(() => {
    document.title = [title, session?.institute_name].filter(Boolean).join(' · ');
  }, [title, session?.institute_name]);

  if (!session) return null;
  let body;
  if (!ready) body = <Spinner label={t('common.loading')} />;
  else if (!offersEventCalendar(session)) body = <EmptyState icon={NOT_OFFERED} title={t('events.notOffered')} text={t('events.notOfferedHint')} />;
  // A new academic year or another child starts the calendar afresh (its opening month depends on the year).
  else body = <EventCalendar key={`${session.acad_yr_id}-${session.student_id}`} session={session} />;

  return (
    <section className={styles.screen} aria-labelledby="screen-title">
      <h1 id="screen-title" className={styles.title}>
        {title}
      </h1>
      {body}
    </section>
  );
}
