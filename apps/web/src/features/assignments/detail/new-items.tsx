import { useTranslation } from 'react-i18next';
import { fileSizeMbText, shownFileName, shownLinkName } from '@portal/domain/assignments/display';
import type { NewLink } from '@portal/domain/assignments/submission-limits';
import { Icon } from '../../../components/ui/icon.tsx';
import { FILE, LINK, REMOVE } from '../assign-icons.ts';
import styles from './attachment-list.module.css';

export type NewFileEntry = { key: number; file: File };

/** The files chosen in this visit, not sent yet: name cut at 50 [ASSIGN-UPLOAD-8], size in MB, each removable. */
export function NewFiles({ files, onRemove, disabled }: { files: readonly NewFileEntry[]; onRemove: (key: number) => void; disabled: boolean }) {
  const { t, i18n } = useTranslation();
  if (files.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('assign.submission.newFiles')}>
      {files.map(({ key, file }) => (
        <li key={key} className={styles.item}>
          <span className={styles.icon}>
            <Icon path={FILE} size={18} />
          </span>
          <span className={styles.main}>
            <span title={file.name} className={styles.name}>
              {shownFileName(file.name)}
            </span>
            <span className={styles.size}>{t('assign.file.size', { size: fileSizeMbText(file.size, i18n.language) })}</span>
          </span>
          <button type="button" className={styles.action} disabled={disabled} aria-label={t('assign.file.remove', { name: file.name })} onClick={() => onRemove(key)}>
            <Icon path={REMOVE} size={18} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The links added in this visit, not sent yet: name cut at 30 [ASSIGN-LINK-5], each removable. */
export function NewLinks({ links, onRemove, disabled }: { links: readonly NewLink[]; onRemove: (index: number) => void; disabled: boolean }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('assign.submission.newLinks')}>
      {links.map((link, i) => (
        <li key={`${i}-${link.url}`} className={styles.item}>
          <span className={styles.icon}>
            <Icon path={LINK} size={18} />
          </span>
          <span className={styles.main}>
            <span title={link.display_name} className={styles.name}>
              {shownLinkName(link.display_name)}
            </span>
            <span className={styles.size} title={link.url}>
              {link.url}
            </span>
          </span>
          <button type="button" className={styles.action} disabled={disabled} aria-label={t('assign.file.remove', { name: link.display_name })} onClick={() => onRemove(i)}>
            <Icon path={REMOVE} size={18} />
          </button>
        </li>
      ))}
    </ul>
  );
}
