import { useTranslation } from 'react-i18next';
import type { QueueStatus } from '../sync/sync-queue.ts';
import styles from './panel.module.css';

type Props = { status: QueueStatus; onDevice: boolean; storeFailed: boolean };

/**
 * One line under the header when something is not as it should be: offline (answers kept here and
 * sent when the network returns), or the device copy missing. A status region: said once as it
 * appears, not on every answer.
 */
export function ConnectionNotice({ status, onDevice, storeFailed }: Props) {
  const { t } = useTranslation();
  let text = '';
  if (status === 'offline') text = t('examPanel.connection.offline');
  else if (status === 'retrying') text = t('examPanel.connection.retrying');
  else if (!onDevice || storeFailed) text = t('examPanel.connection.noDevice');
  return (
    <div role="status" className={text ? styles.notice : styles.noticeEmpty}>
      {text}
    </div>
  );
}
