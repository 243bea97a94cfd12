import { useTranslation } from 'react-i18next';
import type { TSharedFile } from '@portal/contract';
import { sizeMbText } from '@portal/domain/assignments/display';
import type { DocType } from '@portal/domain/documents/doc-types';
import { fileActions } from '@portal/domain/documents/file-actions';
import { isNewShare, shareDateText } from '@portal/domain/documents/new-files';
import { DOWNLOAD, PLAY, VIEW } from '../../../components/ui/file-icons.ts';
import { fileKindIcon } from '../../../components/ui/file-kind-icon.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import styles from './doc-card.module.css';

export type DocCardActions = {
  onView: (file: TSharedFile, type: DocType, download: boolean) => void;
  onDownload: (file: TSharedFile) => void;
  onVimeoDownload: ((file: TSharedFile) => void) | null;
  busyId: number | null;
};

type Props = { file: TSharedFile; type: DocType; today: string } & DocCardActions;

/**
 * A shared file [DOC-CARD-1]: title, file name, size in MB, share date, subject and thumbnail
 * (the poster, else an icon of its kind), 'New' within a week (decision 064); View for what the
 * viewer shows, 'View only' for a read-only pdf [DOC-DL-2], Download only when not read-only
 * [DOC-DL-1], the no-preview message for zip and pbix [DOC-DL-3/4], the Vimeo downloads when
 * the institute allows them [DOC-VID-3].
 */
export function DocCard({ file, type, today, onView, onDownload, onVimeoDownload, busyId }: Props) {
  const { t, i18n } = useTranslation();
  const actions = fileActions(file, type);
  const poster = file.thumbnail_list.find((p) => p.posterUrl.trim() !== '')?.posterUrl;
  const size = sizeMbText(file.size, i18n.language);
  const shared = shareDateText(file.student_file_share_date);
  const name = file.title;
  const isVideo = type === 'Vimeo' || type === 'Youtube';
  const readOnlyOffice = !isVideo && !actions.view && !actions.download && !actions.noPreview;
  const busy = busyId === file.file_id;
  return (
    <article className={styles.card} aria-label={name}>
      <div className={styles.top}>
        {poster ? <img className={styles.thumb} src={poster} alt="" width={56} height={56} loading="lazy" /> : <span className={styles.thumb}><Icon path={fileKindIcon(file.file_name, isVideo)} size={26} /></span>}
        <div className={styles.main}>
          <h3 className={styles.title}>
            {name}
            {isNewShare(file.student_file_share_date, new Date(), today) ? <span className={styles.new}>{t('documents.card.new')}</span> : null}
          </h3>
          {file.file_name ? <p className={styles.fileName} title={file.file_name}>{file.file_name}</p> : null}
        </div>
      </div>
      <dl className={styles.facts}>
        {size ? (<div><dt>{t('documents.card.size')}</dt><dd>{t('documents.card.megabytes', { value: size })}</dd></div>) : null}
        {shared ? (<div><dt>{t('documents.card.shared')}</dt><dd>{shared}</dd></div>) : null}
        {file.subject_name ? (<div><dt>{t('documents.card.subject')}</dt><dd>{file.subject_name}</dd></div>) : null}
      </dl>
      {actions.noPreview ? <p className={styles.note}>{t('media.viewer.unsupported')}</p> : null}
      {readOnlyOffice ? <p className={styles.note}>{t('documents.card.readOnlyOffice')}</p> : null}
      <div className={styles.actions}>
        {actions.viewOnly ? <span className={styles.viewOnly}>{t('documents.card.viewOnly')}</span> : null}
        {actions.view ? (
          <Button variant="secondary" aria-label={t(isVideo ? 'documents.card.playName' : 'documents.card.viewName', { name })} onClick={() => onView(file, type, actions.download)}>
            <Icon path={isVideo ? PLAY : VIEW} size={18} />
            <span>{t(isVideo ? 'documents.card.play' : 'documents.card.view')}</span>
          </Button>
        ) : null}
        {onVimeoDownload ? (
          <Button variant="secondary" aria-label={t('media.rec.vimeoName', { name })} onClick={() => onVimeoDownload(file)}>
            <Icon path={DOWNLOAD} size={18} />
            <span>{t('media.rec.vimeo')}</span>
          </Button>
        ) : null}
        {actions.download ? (
          <Button variant="secondary" aria-label={t('documents.card.downloadName', { name })} aria-busy={busy} disabled={busy} onClick={() => onDownload(file)}>
            <Icon path={DOWNLOAD} size={18} />
            <span>{t(busy ? 'documents.card.downloading' : 'documents.card.download')}</span>
          </Button>
        ) : null}
      </div>
    </article>
  );
}
