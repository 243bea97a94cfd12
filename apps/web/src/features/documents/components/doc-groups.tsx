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
 * The cards under their type [DOC-GROUP-1] (Vimeo read as 'Video'), each group with its count.
 * The groups with no file say so [DOC-GROUP-2] in one plain line after the others (decision 090:
 * five empty boxes around one file buried it on a phone); a type chosen in the filter that has
 * no file says so alone.
 */
export function DocGroups({ groups, today, vimeoDownloadable, onVimeoDownload, ...actions }: Props) {
  const { t, i18n } = useTranslation();
  const name = (type: string) => t(`documents.type.${type}`);
  const filled = groups.filter((g) => g.files.length > 0);
  const empty = groups.filter((g) => g.files.length === 0).map((g) => name(g.type));
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(empty);
  return (
    <div className={styles.groups}>
      {filled.map((g) => {
        const headingId = `doc-group-${g.type}`;
        return (
          <section key={g.type} aria-labelledby={headingId} className={styles.group}>
            <h2 id={headingId} className={styles.heading}>
              {name(g.type)} <span className={styles.count}>({g.files.length})</span>
            </h2>
            <ul className={styles.cards}>
              {g.files.map((f) => (
                <li key={f.file_id}>
                  <DocCard file={f} type={g.type} today={today} {...actions} onVimeoDownload={onVimeoDownload && vimeoDownloadOffered(g.type, f, vimeoDownloadable) ? onVimeoDownload : null} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {empty.length === 1 && filled.length === 0 ? <p className={styles.empty}>{t('documents.empty.group', { type: empty[0] })}</p> : null}
      {empty.length > 1 || (empty.length === 1 && filled.length > 0) ? <p className={styles.empty}>{t('documents.empty.groups', { types: list })}</p> : null}
    </div>
  );
}
