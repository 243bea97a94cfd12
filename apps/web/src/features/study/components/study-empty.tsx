import { useTranslation } from 'react-i18next';
import type { StudyEmpty } from '@portal/domain/study/study-empty';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FILE } from '../../../components/ui/file-icons.ts';

/** The text keys of each empty state or hint [STUDY-EMPTY-1..4] (decision 066). */
function keysOf(state: StudyEmpty): { title: string; text?: string } {
  switch (state.kind) {
    case 'noTabs':
      return { title: 'study.empty.none', text: 'study.empty.noneHint' };
    case 'noCourses':
      return state.tab === 'PurchasedProduct' ? { title: 'study.empty.none', text: 'study.empty.noProducts' } : { title: 'study.empty.none', text: 'study.empty.noneHint' };
    case 'chooseCourse':
      return { title: `study.hint.${state.word}` };
    case 'noMaterial':
      return { title: 'study.empty.noMaterial' };
    case 'chooseSubject':
      return { title: 'study.hint.subject' };
    case 'noMatch':
      return { title: 'study.empty.noMatch' };
  }
}

export function StudyEmptyState({ state }: { state: StudyEmpty }) {
  const { t } = useTranslation();
  const keys = keysOf(state);
  return <EmptyState icon={FILE} title={t(keys.title)} text={keys.text ? t(keys.text) : undefined} />;
}
