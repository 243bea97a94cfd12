import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useScreenTexts } from '../../../lib/screen-texts.ts';
import { useSession } from '../../../lib/session-store.ts';
import { CALENDAR } from '../../../components/ui/calendar-icons.ts';
import { SubscriptionDialog } from './subscription-dialog.tsx';

/**
 * The calendar subscription control of the timetable header (beyond the spec; decisions 013
 * and 015): 'Subscribe to calendar' opens the dialog of the private .ics address of the
 * session's learner. The address just created is kept here, not in the dialog, so closing and
 * reopening the dialog in the same visit still shows it; it belongs to one account and learner.
 */
export function CalendarSubscriptionButton() {
  const { t } = useTranslation();
  const ready = useScreenTexts('events');
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<{ owner: string; url: string } | null>(null);
  if (!session || !ready) return null;

  const owner = `${session.institute_id}/${session.user_id}/${session.student_id ?? ''}`;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Icon path={CALENDAR} size={18} />
        {t('events.feed.button')}
      </Button>
      {open ? (
        <SubscriptionDialog
          session={session}
          feedUrl={created?.owner === owner ? created.url : null}
          onFeedUrl={(url) => setCreated(url ? { owner, url } : null)}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
