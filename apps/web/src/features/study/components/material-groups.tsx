import { useTranslation } from 'react-i18next';
import type { TStudyMaterial } from '@portal/contract';
import type { StudyGroup } from '@portal/domain/study/study-tree';
import { MaterialCard, type MaterialActions } from './material-card.tsx';
import styles from './material-groups.module.css';

/** A topic's materials grouped by type, in the studyMaterialMap order [STUDY-TREE-5]; each group named and counted. */
export function MaterialGroups({ groups, ...actions }: { groups: readonly StudyGroup<TStudyMaterial>[] } & MaterialActions) {
  const { t } = useTranslation();
  if (groups.length === 0) return null;
  return (
    <div className={styles.groups}>
      {groups.map((g) => {
        const label = t('study.group', { type: t(`study.type.${g.type}`), n: g.materials.length });
        return (
          <section key={g.type} className={styles.group} aria-label={label}>
            <p className={styles.label} aria-hidden="true">
              {label}
            </p>
            <ul className={styles.list}>
              {g.materials.map((m) => (
                <li key={m.file_id}>
                  <MaterialCard material={m} {...actions} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
