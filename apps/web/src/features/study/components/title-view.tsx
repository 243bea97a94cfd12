import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStudyMaterial } from '@portal/contract';
import { materialsUnder, topicOptions } from '@portal/domain/study/study-tree';
import type { StudyNode } from '@portal/domain/study/study-types';
import type { MaterialActions } from './material-card.tsx';
import { MaterialGroups } from './material-groups.tsx';
import styles from './title-view.module.css';

/**
 * The title view [STUDY-TREE-2]: a dropdown of every topic at every depth (indented by depth)
 * and the list of the chosen topic's materials with its subtopics', by type (decision 066). The
 * chosen topic while it is offered (a search may drop it), else the first.
 */
export function TitleView({ topics, ...actions }: { topics: readonly StudyNode<TStudyMaterial>[] } & MaterialActions) {
  const { t } = useTranslation();
  const id = useId();
  const options = topicOptions(topics);
  const [chosen, setChosen] = useState<number | null>(null);
  const current = options.find((o) => o.node.topicId === chosen) ?? options[0];
  if (!current) return null;
  return (
    <div className={styles.view}>
      <div className={styles.field}>
        <label htmlFor={`${id}-topic`} className={styles.label}>
          {t('study.topic.label')}
        </label>
        <select id={`${id}-topic`} className={styles.control} value={current.node.topicId} onChange={(e) => setChosen(Number(e.target.value))}>
          {options.map((o) => (
            <option key={o.node.topicId} value={o.node.topicId}>
              {`${'\u00a0\u00a0\u00a0'.repeat(o.depth)}${o.node.topicName}`}
            </option>
          ))}
        </select>
      </div>
      <p className={styles.path}>{current.path.join(' › ')}</p>
      <MaterialGroups groups={materialsUnder(current.node)} {...actions} />
    </div>
  );
}
