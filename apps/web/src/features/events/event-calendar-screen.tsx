import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../../lib/screen-title.ts';
import { ScreenFrame, ScreenHeading } from '../../components/ui/screen-frame.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useScreenTexts } from '../../lib/screen-texts.ts';
import { useSession } from '../../lib/session-store.ts';
import { EventCalendar } from './components/event-calendar.tsx';
import { offersEventCalendar } from './event-offer.ts';
import { NOT_OFFERED } from '../../components/ui/calendar-icons.ts';

/** /eventCalender: the school event calendar [EVENT-VIEW-1], or a 'not offered' note (decision 015). */
export function EventCalendarScreen() {
  const { t } = useTranslation();
  const ready = useScreenTexts('events');
  const session = useSession();
  const title = useScreenTitle('/eventCalender');

  if (!session) return null;
  let body;
  if (!ready) body = <Spinner label={t('common.loading')} />;
  else if (!offersEventCalendar(session)) body = <EmptyState icon={NOT_OFFERED} title={t('events.notOffered')} text={t('events.notOfferedHint')} />;
  // A new academic year or another child starts the calendar afresh (its opening month depends on the year).
  else body = <EventCalendar key={`${session.acad_yr_id}-${session.student_id}`} session={session} />;

  return (
    <ScreenFrame>
      <ScreenHeading title={title} />
      {body}
    </ScreenFrame>
  );
}
