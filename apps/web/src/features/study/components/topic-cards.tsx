import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStudyMaterial } from '@portal/contract';
import { materialGroups, topicCounts } from '@portal/domain/study/study-tree';
import type { StudyNode } from '@portal/domain/study/study-types';
import { Icon } from '../../../components/ui/icon.tsx';
import type { MaterialActions } from './material-card.tsx';
import { MaterialGroups } from './material-groups.tsx';
import styles from './topic-cards.module.css';

const CHEVRON = 'M9 6l6 6-6 6';
type Heading = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

type Topic = StudyNode<TStudyMaterial>;
type Props = { node: Topic; depth: number; open: boolean } & MaterialActions;

/**
 * A collapsible topic [STUDY-TREE-3]: its name with the topics and files it holds (through
 * every depth, decision 066), then its materials by type and its subtopics, the same card to any
 * depth [STUDY-TREE-4]. Closed at first (the counts say what is inside); a search opens every
 * topic it keeps, and the learner may still close one while it lasts. Headings go one level down
 * per depth (h2 for a top-level topic, at most h6).
 */
function TopicCard({ node, depth, open, ...actions }: Props) {
  const { t } = useTranslation();
  const id = useId();
  // The learner's own choice while browsing, and during the current search (which opens every
  // topic it keeps until the learner closes one); the search's choices end with the search.
  const [expanded, setExpanded] = useState(false);
  const [searchChoice, setSearchChoice] = useState<boolean | null>(null);
  const [searching, setSearching] = useState(open);
  if (searching !== open) {
    setSearching(open);
    setSearchChoice(null);
  }
  const shown = open ? (searchChoice ?? true) : expanded;
  const toggle = () => (open ? setSearchChoice(!shown) : setExpanded(!shown));
  const counts = topicCounts(node);
  const H = `h${Math.min(depth + 2, 6)}` as Heading;
  return (
    <section className={styles.topic} aria-labelledby={`${id}-h`}>
      <H id={`${id}-h`} className={styles.heading}>
        <button type="button" className={styles.toggle} aria-expanded={shown} aria-controls={`${id}-c`} onClick={toggle}>
          <Icon path={CHEVRON} size={18} />
          <span className={styles.name}>{node.topicName}</span>
          <span className={styles.counts}>
            {t('study.topic.topics', { count: counts.topics })} · {t('study.topic.files', { count: counts.files })}
          </span>
        </button>
      </H>
      <div id={`${id}-c`} className={styles.body} hidden={!shown}>
        <MaterialGroups groups={materialGroups(node.studyMaterialMap)} {...actions} />
        {(node.subtopicList ?? []).map((child) => (
          <TopicCard key={child.topicId} node={child} depth={depth + 1} open={open} {...actions} />
        ))}
      </div>
    </section>
  );
}

/** The card view [STUDY-TREE-3]: the chosen subject's top-level topics, each a collapsible card. */
export function TopicCards({ topics, open, ...actions }: { topics: readonly Topic[]; open: boolean } & MaterialActions) {
  return (
    <div className={styles.cards}>
      {topics.map((node) => (
        <TopicCard key={node.topicId} node={node} depth={0} open={open} {...actions} />
      ))}
    </div>
  );
}
