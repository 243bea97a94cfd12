import { useTranslation } from 'react-i18next';
import type { TSharedFile } from '@portal/contract';
import type { DocGroup } from '@portal/domain/documents/doc-types';
import { vimeoDownloadOffered } from '@portal/domain/documents/doc-filters';
import { DocCard, type DocCardActions } from './doc-card.tsx';
import styles from './doc-groups.module.css';

type Props = {
  groups: readonly DocGroup<TSharedFile>[];
  today: string;
  vimeoDownloadable: boolean;
} & DocCardActions;

/**
 * The cards under their type [DOC-GROUP-1] (Vimeo read as 'Video'), each group with its count,
 * and its own empty state when it has none [DOC-GROUP-2].
 */
export function DocGroups({ groups, today, vimeoDownloadable, onVimeoDownload, ...actions }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.groups}>
      {groups.map((g) => {
        const headingId = `doc-group-${g.type}`;
        return (
          <section key={g.type} aria-labelledby={headingId} className={styles.group}>
            <h2 id={headingId} className={styles.heading}>
              {t(`documents.type.${g.type}`)} <span className={styles.count}>({g.files.length})</span>
            </h2>
            {g.files.length === 0 ? (
              <p className={styles.empty}>{t('documents.empty.group', { type: t(`documents.type.${g.type}`) })}</p>
            ) : (
              <ul className={styles.cards}>
                {g.files.map((f) => (
                  <li key={f.file_id}>
                    <DocCard file={f} type={g.type} today={today} {...actions} onVimeoDownload={onVimeoDownload && vimeoDownloadOffered(g.type, f, vimeoDownloadable) ? onVimeoDownload : null} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
