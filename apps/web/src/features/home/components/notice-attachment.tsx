import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAnnouncement } from '@portal/contract';
import { Icon } from '../../../components/ui/icon.tsx';
import { useFileDownload } from '../../../lib/use-file-download.ts';
import { PAPERCLIP } from '../home-icons.ts';
import styles from './notice-card.module.css';

/**
 * A notice's attached file [HOME-ANN-5]: its name, a link to the file when the server gave an
 * address (decision 093), plain text when it did not. The link is a real one (long press, new
 * tab), but a tap first asks the server for the first byte, so an expired or refused address is
 * said on the page instead of the phone saving an error page under the file's name.
 */
export function NoticeAttachment({ notice }: { notice: TAnnouncement }) {
  const { t } = useTranslation();
  const { download, busyId } = useFileDownload<TAnnouncement>({
    address: (n) => n.file_url ?? '',
    id: (n) => n.ancmnt_id,
    name: (n) => n.file_name ?? '',
    failed: t('home.notice.attachmentFailed'),
  });
  const name = notice.file_name;
  if (!name) return null;
  const icon = <Icon path={PAPERCLIP} size={16} />;
  if (!notice.file_url) {
    return (
      <p className={styles.file}>
        {icon}
        <span className="sr-only">{t('home.notice.attachment')}: </span>
        {name}
      </p>
    );
  }
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    download(notice);
  };
  return (
    <p className={styles.file}>
      <a
        className={styles.fileLink}
        href={notice.file_url}
        download={name}
        aria-label={t('home.notice.openAttachment', { name })}
        aria-busy={busyId === notice.ancmnt_id}
        onClick={open}
      >
        {icon}
        <span className={styles.fileName}>{name}</span>
      </a>
    </p>
  );
}
