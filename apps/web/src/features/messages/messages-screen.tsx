import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMessage } from '@portal/contract';
import { groupMessagesByDate, messagesPhone, type MessageGroup } from '@portal/domain/messages/group-by-date';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ScreenFrame, ScreenHeading } from '../../components/ui/screen-frame.tsx';
import { useScreenTitle } from '../../lib/screen-title.ts';
import { useScreenTexts } from '../../lib/screen-texts.ts';
import { useSession } from '../../lib/session-store.ts';
import { userTimeZone } from '../../lib/time-zone.ts';
import { useMessages } from './api/get-messages.ts';
import { ALERT, INBOX } from './messages-icons.ts';
import styles from './messages-screen.module.css';

function DayGroup({ group }: { group: MessageGroup<TMessage> }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.day}>
        {t(`day.${group.weekday}`)} {group.dateLabel}
      </h2>
      <ul className={styles.list}>
        {group.items.map((m) => (
          <li key={m.message_id} className={styles.message}>
            <p className={styles.text}>{m.message}</p>
            <time className={styles.time} dateTime={m.createdDateTime}>
              {m.timeLabel}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The inbox: messages grouped by day, each day headed by weekday + DD-MM-YYYY, each message
 * with its text and time hh:mm A [MSG-LIST-1..5]; an empty state when there are none
 * [MSG-EMPTY-1].
 */
export function MessagesScreen() {
  const { t } = useTranslation();
  const ready = useScreenTexts();
  const session = useSession();
  const phone = session ? messagesPhone(session) : null;
  const messages = useMessages(session?.institute_id ?? 0, phone);
  const timeZone = userTimeZone(session);
  const groups = useMemo(() => groupMessagesByDate(messages.data ?? [], timeZone), [messages.data, timeZone]);
  const title = useScreenTitle('/messages');

  let body;
  if (!ready || (phone !== null && messages.isPending)) body = <Spinner label={t('common.loading')} />;
  else if (messages.isError)
    body = (
      <EmptyState
        icon={ALERT}
        title={t('messages.error')}
        action={
          <Button variant="secondary" onClick={() => void messages.refetch()}>
            {t('messages.retry')}
          </Button>
        }
      />
    );
  else if (groups.length === 0) body = <EmptyState icon={INBOX} title={t('messages.empty')} text={t('messages.emptyHint')} />;
  else body = groups.map((g) => <DayGroup key={g.day} group={g} />);

  return (
    <ScreenFrame width="narrow">
      <ScreenHeading title={title} />
      {body}
    </ScreenFrame>
  );
}
