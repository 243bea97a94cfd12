import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@portal/contract';
import { formatDate } from '@portal/domain/format/date-time';
import { isParentLogin } from '@portal/domain/shell/user-role';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { userTimeZone } from '../../../lib/time-zone.ts';
import { useCalendarFeed } from './api/get-calendar-feed.ts';
import { useCreateCalendarFeed } from './api/create-calendar-feed.ts';
import { useDeleteCalendarFeed } from './api/delete-calendar-feed.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FeedAddress } from './feed-address.tsx';
import styles from './calendar-subscription.module.css';

type SubscriptionDialogProps = {
  session: TSession;
  /** The address created in this visit, if any: the server never shows it again. */
  feedUrl: string | null;
  onFeedUrl: (url: string | null) => void;
  onClose: () => void;
};

type Confirming = 'replace' | 'off' | null;

/**
 * What the address does and who can read it, then its state: none yet (Create address), just
 * created (the address with Copy, shown only now), or active since a date (Replace address,
 * Turn off; each asks first, as the old address stops working). Errors toast through the
 * query and mutation caches (the server's message, else the generic text).
 */
export function SubscriptionDialog({ session, feedUrl, onFeedUrl, onClose }: SubscriptionDialogProps) {
  const { t } = useTranslation();
  const state = useCalendarFeed(session.institute_id, session.user_id);
  const create = useCreateCalendarFeed(session.institute_id, session.user_id);
  const remove = useDeleteCalendarFeed(session.institute_id, session.user_id);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [said, setSaid] = useState('');
  const busy = create.isPending || remove.isPending;

  const makeAddress = () => {
    setConfirming(null);
    setSaid('');
    create.mutate(undefined, {
      onSuccess: (created) => {
        onFeedUrl(created.feed_url);
        setSaid(t('events.feed.created'));
      },
    });
  };
  const turnOff = () => {
    setConfirming(null);
    setSaid('');
    remove.mutate(undefined, {
      onSuccess: () => {
        onFeedUrl(null);
        setSaid(t('events.feed.turnedOff'));
      },
    });
  };

  const active = state.data?.active ?? false;
  const actions = (
    <div className={styles.actions}>
      <Button disabled={busy} onClick={() => setConfirming('replace')}>
        {t('events.feed.replace')}
      </Button>
      <Button disabled={busy} onClick={() => setConfirming('off')}>
        {t('events.feed.turnOff')}
      </Button>
    </div>
  );

  let body;
  if (state.isPending) body = <Spinner label={t('common.loading')} />;
  else if (state.isError)
    body = (
      <div className={styles.stateBox}>
        <p>{t('events.feed.loadError')}</p>
        <Button onClick={() => void state.refetch()}>{t('events.feed.retry')}</Button>
      </div>
    );
  else if (active && feedUrl)
    body = (
      <div className={styles.stateBox}>
        <FeedAddress url={feedUrl} />
        <p className={styles.note}>{t('events.feed.shownOnce')}</p>
        <p className={styles.note}>{t('events.feed.howTo')}</p>
        {actions}
      </div>
    );
  else if (active)
    body = (
      <div className={styles.stateBox}>
        <p>{t('events.feed.activeSince', { date: state.data?.created_at ? formatDate(new Date(state.data.created_at), userTimeZone(session)) : '-' })}</p>
        {actions}
      </div>
    );
  else
    body = (
      <div className={styles.stateBox}>
        <p>{t('events.feed.none')}</p>
        <div className={styles.actions}>
          <Button variant="primary" disabled={busy} onClick={makeAddress}>
            {t('events.feed.create')}
          </Button>
        </div>
      </div>
    );

  return (
    <>
      <Dialog title={t('events.feed.title')} onClose={onClose} className={styles.dialog} footer={<Button onClick={onClose}>{t('common.close')}</Button>}>
        <p>{t('events.feed.intro')}</p>
        {isParentLogin(session.user_type) ? <p>{t('events.feed.forChild', { name: session.name })}</p> : null}
        <p className={styles.note}>{t('events.feed.privacy')}</p>
        <p className={styles.note}>{t('events.feed.anyTime')}</p>
        {/* The server ends the account's addresses with its other access (decision 029). */}
        <p className={styles.note}>{t('events.feed.endsWithPassword')}</p>
        {body}
        {busy ? <Spinner size="sm" label={t('events.feed.working')} /> : null}
        <p role="status" className={styles.said}>
          {said}
        </p>
      </Dialog>
      {confirming === 'replace' ? (
        <ConfirmDialog
          title={t('events.feed.confirmReplaceTitle')}
          text={t('events.feed.confirmReplaceText')}
          confirmLabel={t('events.feed.replace')}
          onConfirm={makeAddress}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
      {confirming === 'off' ? (
        <ConfirmDialog
          title={t('events.feed.confirmOffTitle')}
          text={t('events.feed.confirmOffText')}
          confirmLabel={t('events.feed.turnOff')}
          onConfirm={turnOff}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}
