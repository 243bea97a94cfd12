import { useTranslation } from 'react-i18next';
import type { TStudyMaterial } from '@portal/contract';
import { shareDateText } from '@portal/domain/documents/new-files';
import { studyMaterialActions } from '@portal/domain/study/study-material';
import { Button } from '../../../components/ui/button.tsx';
import { DOWNLOAD, PLAY, VIEW } from '../../../components/ui/file-icons.ts';
import { fileKindIcon } from '../../../components/ui/file-kind-icon.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import styles from './material-card.module.css';

export type MaterialActions = {
  onOpen: (m: TStudyMaterial) => void;
  onDownload: (m: TStudyMaterial) => void;
  busyId: number | null;
};

/**
 * A material: its poster or an icon of its kind, title, file name and share date; Play for a
 * video (protected, Vimeo, YouTube) [STUDY-MAT-2] [STUDY-MAT-3], View for a file the viewer
 * shows, 'View only' for a read-only pdf, Download only when is_readonly is N [STUDY-MAT-1], and
 * why there is neither (no preview, a read-only office file).
 */
export function MaterialCard({ material, onOpen, onDownload, busyId }: { material: TStudyMaterial } & MaterialActions) {
  const { t } = useTranslation();
  const actions = studyMaterialActions(material);
  const video = actions.play !== null && actions.play.kind !== 'file';
  const poster = material.posterList.find((p) => p.posterUrl.trim() !== '')?.posterUrl;
  const shared = shareDateText(material.student_file_share_date);
  const name = material.title;
  const busy = busyId === material.file_id;
  const nothing = !actions.play && !actions.download && !actions.noPreview;
  return (
    <article className={styles.card} aria-label={name}>
      {poster ? <img className={styles.thumb} src={poster} alt="" width={48} height={48} loading="lazy" /> : <span className={styles.thumb}><Icon path={fileKindIcon(material.file_name, video)} size={22} /></span>}
      <div className={styles.main}>
        <p className={styles.title}>{name}</p>
        <p className={styles.meta}>
          {material.file_name ? <span className={styles.fileName}>{material.file_name}</span> : null}
          {shared ? <span>{t('study.card.shared', { date: shared })}</span> : null}
        </p>
        {actions.noPreview ? <p className={styles.note}>{t('media.viewer.unsupported')}</p> : null}
        {nothing ? <p className={styles.note}>{t(video || !material.file_name ? 'study.card.noVideo' : 'study.card.readOnlyOffice')}</p> : null}
      </div>
      <div className={styles.actions}>
        {actions.viewOnly ? <span className={styles.viewOnly}>{t('study.card.viewOnly')}</span> : null}
        {actions.play ? (
          <Button variant="secondary" aria-label={t(video ? 'study.card.playName' : 'study.card.viewName', { name })} onClick={() => onOpen(material)}>
            <Icon path={video ? PLAY : VIEW} size={18} />
            <span>{t(video ? 'study.card.play' : 'study.card.view')}</span>
          </Button>
        ) : null}
        {actions.download ? (
          <Button variant="secondary" aria-label={t('study.card.downloadName', { name })} aria-busy={busy} disabled={busy} onClick={() => onDownload(material)}>
            <Icon path={DOWNLOAD} size={18} />
            <span>{t(busy ? 'study.card.downloading' : 'study.card.download')}</span>
          </Button>
        ) : null}
      </div>
    </article>
  );
}
