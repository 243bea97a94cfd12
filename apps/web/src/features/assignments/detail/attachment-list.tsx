import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAssignmentAttachment } from '@portal/contract';
import { canPreview } from '@portal/domain/viewer/viewer-kind';
import { MediaViewer, type MediaItem } from '../../../components/media-viewer/media-viewer.tsx';
import { fileIconKind, type FileIconKind } from '@portal/domain/assignments/upload-type';
import { shownFileName, shownLinkName, sizeMbText } from '@portal/domain/assignments/display';
import { Icon } from '../../../components/ui/icon.tsx';
import { AUDIO, DOWNLOAD, FILE, IMAGE, LINK, REMOVE, VIDEO, VIEW } from '../assign-icons.ts';
import styles from './attachment-list.module.css';

const ICONS: Record<FileIconKind, string> = {
  image: IMAGE,
  audio: AUDIO,
  video: VIDEO,
  link: LINK,
  pdf: FILE,
  word: FILE,
  excel: FILE,
  powerpoint: FILE,
  text: FILE,
  file: FILE,
};

/** A link is followed only when it is a web address: a teacher's typo never runs a script. */
function webAddress(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

type Props = {
  items: readonly TAssignmentAttachment[];
  /** Shown when the list is empty. */
  empty: string;
  download: (attachmentId: number, fileName: string) => void;
  busyId: number | null;
  /** The signed address of a file (API-ASSIGN-5), for the media viewer: viewable files get a View button. */
  address?: (attachmentId: number) => Promise<string>;
  /** Given while the student may still change the submission: each item can be removed. */
  onRemove?: (attachmentId: number) => void;
};

/**
 * Attachments [ASSIGN-DETAIL-6]: one with attachment_url is a link opened in a new tab, its name
 * cut at 30 [ASSIGN-LINK-5]; the others are files with their size in MB, their name cut at 50
 * [ASSIGN-UPLOAD-8], downloaded through API-ASSIGN-5 [ASSIGN-DETAIL-7] under attachment_name.
 * The shown name is attachment_display_name (S1 §3.3); whole in a title and in the controls' names.
 * A file the media viewer shows (PDF, image, audio, video, text) also opens there (decision 063).
 */
export function AttachmentList({ items, empty, download, busyId, address, onRemove }: Props) {
  const { t, i18n } = useTranslation();
  // The viewer's item is made once, when it opens: its address source must stay the same while it reads.
  const [viewing, setViewing] = useState<MediaItem | null>(null);
  if (items.length === 0) return empty ? <p className={styles.empty}>{empty}</p> : null;
  const view = (item: TAssignmentAttachment) =>
    address &&
    setViewing({
      kind: 'file',
      title: item.attachment_display_name,
      fileName: item.attachment_name,
      address: () => address(item.attachment_id),
      download: () => download(item.attachment_id, item.attachment_name),
    });
  return (
    <>
      {viewing ? <MediaViewer item={viewing} onClose={() => setViewing(null)} /> : null}
      <ul className={styles.list}>
        {items.map((item) => {
          const isLink = item.attachment_url !== null;
          const href = isLink ? webAddress(item.attachment_url ?? '') : null;
          const size = isLink ? null : sizeMbText(item.size, i18n.language);
          const name = item.attachment_display_name;
          const busy = busyId === item.attachment_id;
          return (
            <li key={item.attachment_id} className={styles.item}>
              <span className={styles.icon}>
                <Icon path={ICONS[fileIconKind(item.attachment_name, item.attachment_url)]} size={18} />
              </span>
              <span className={styles.main}>
                {isLink ? (
                  href ? (
                    <a href={href} target="_blank" rel="noopener noreferrer" title={name} className={styles.name}>
                      {shownLinkName(name)}
                      <span className="sr-only"> {t('assign.file.newTab')}</span>
                    </a>
                  ) : (
                    <span title={name} className={styles.name}>
                      {shownLinkName(name)}
                    </span>
                  )
                ) : (
                  <span title={name} className={styles.name}>
                    {shownFileName(name)}
                  </span>
                )}
                {size ? <span className={styles.size}>{t('assign.file.size', { size })}</span> : null}
              </span>
              {!isLink && address && canPreview(item.attachment_name) ? (
                <button type="button" className={styles.action} aria-label={t('media.viewer.viewName', { name })} onClick={() => view(item)}>
                  <Icon path={VIEW} size={18} />
                </button>
              ) : null}
              {isLink ? null : (
                <button
                  type="button"
                  className={styles.action}
                  aria-label={t(busy ? 'assign.file.downloading' : 'assign.file.download', { name })}
                  aria-busy={busy}
                  disabled={busy}
                  onClick={() => download(item.attachment_id, item.attachment_name)}
                >
                  <Icon path={DOWNLOAD} size={18} />
                </button>
              )}
              {onRemove ? (
                <button
                  type="button"
                  className={styles.action}
                  aria-label={t('assign.file.remove', { name })}
                  onClick={() => onRemove(item.attachment_id)}
                >
                  <Icon path={REMOVE} size={18} />
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
