import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStudyMaterial } from '@portal/contract';
import { studyEmptyState, studyHintWord } from '@portal/domain/study/study-empty';
import { courseTypesOfTab, nextStudySelection, shownStudyTab, type StudyChoice, type StudySelection, type StudyTab } from '@portal/domain/study/study-tabs';
import { searchStudyTree, studySubjects, subjectTopics, topicCounts } from '@portal/domain/study/study-tree';
import type { StudyNode } from '@portal/domain/study/study-types';
import { ScreenFrame, ScreenHeading } from '../../components/ui/screen-frame.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TabList, tabId } from '../../components/ui/tab-list.tsx';
import { learnerKey } from '../../lib/learner-key.ts';
import { useScreenTexts } from '../../lib/screen-texts.ts';
import { useScreenTitle } from '../../lib/screen-title.ts';
import { useSession } from '../../lib/session-store.ts';
import { useCourseTypes, useStudyMaterial } from './api/study-api.ts';
import { ChoiceChips } from './components/choice-chips.tsx';
import { StudyEmptyState } from './components/study-empty.tsx';
import { StudyFailure } from './components/study-failure.tsx';
import { StudyViewer } from './components/study-viewer.tsx';
import { TitleView } from './components/title-view.tsx';
import { TopicCards } from './components/topic-cards.tsx';
import { studyContext, type StudyContext } from './study-context.ts';
import { useStudyDownload } from './use-study-download.ts';
import styles from './study-screen.module.css';

type View = 'cards' | 'titles';
const VIEWS: readonly View[] = ['cards', 'titles'];
const filesIn = (topics: readonly StudyNode<TStudyMaterial>[]) => topics.reduce((n, topic) => n + topicCounts(topic).files, 0);

/** The chosen tab's panel: course types, search, subjects, the topic tree in its view [STUDY-COURSE-2..5] [STUDY-TREE-1..5]. */
function StudyPanel({ ctx, tab, selection, choose }: { ctx: StudyContext; tab: StudyTab; selection: StudySelection; choose: (c: StudyChoice) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const courses = useCourseTypes(ctx);
  const offered = courseTypesOfTab(courses.data, tab);
  const course = offered.find((c) => c.course_type_id === selection.courseTypeId) ?? null;
  const material = useStudyMaterial(ctx, course);
  const [search, setSearch] = useState('');
  const [view, setView] = useState<View>('cards');
  const [opened, setOpened] = useState<TStudyMaterial | null>(null);
  const { download, busyId } = useStudyDownload(ctx);

  if (courses.isPending) return <Spinner label={t('study.loading')} />;
  if (courses.isError) return <StudyFailure error={courses.error} retry={() => void courses.refetch()} />;
  const subjects = studySubjects(material.data);
  const subjectId = subjects.some((s) => s.subjectId === selection.subjectId) ? selection.subjectId : null;
  const topics = subjectTopics(material.data, subjectId);
  const searched = searchStudyTree(topics, search);
  const empty = studyEmptyState({
    tab,
    isSchool: ctx.isSchool,
    courses: offered.length,
    courseChosen: course !== null,
    subjects: material.data ? subjects.length : null,
    subjectChosen: subjectId !== null,
    materials: filesIn(topics),
    shown: filesIn(searched),
  });
  const actions = { onOpen: setOpened, onDownload: download, busyId };

  let body;
  if (course && material.isPending) body = <Spinner label={t('study.loading')} />;
  else if (course && material.isError) body = <StudyFailure error={material.error} retry={() => void material.refetch()} />;
  else if (empty) body = <StudyEmptyState state={empty} />;
  else if (view === 'cards') body = <TopicCards topics={searched} open={search.trim() !== ''} {...actions} />;
  else body = <TitleView topics={searched} {...actions} />;

  return (
    <>
      {offered.length > 0 ? (
        <ChoiceChips label={t(`study.courses.${studyHintWord(tab, ctx.isSchool)}`)} choices={offered.map((c) => ({ id: c.course_type_id, label: c.course_type }))} chosen={course?.course_type_id ?? null} onChoose={(courseTypeId) => choose({ kind: 'course', courseTypeId })} />
      ) : null}
      {course ? (
        <div className={styles.tools}>
          <div className={styles.search}>
            <label htmlFor={`${id}-search`} className={styles.searchLabel}>
              {t('study.search.label')}
            </label>
            <input id={`${id}-search`} type="search" className={styles.searchInput} value={search} placeholder={t('study.search.placeholder')} onChange={(e) => setSearch(e.target.value)} />
          </div>
          {subjectId !== null ? (
            <div role="group" aria-label={t('study.view.label')} className={styles.views}>
              {VIEWS.map((v) => (
                <button key={v} type="button" className={styles.view} aria-pressed={view === v} onClick={() => setView(v)}>
                  {t(`study.view.${v}`)}
                </button>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
      {subjects.length > 0 ? <ChoiceChips label={t('study.subjects')} choices={subjects.map((s) => ({ id: s.subjectId, label: s.subjectName }))} chosen={subjectId} onChoose={(s) => choose({ kind: 'subject', subjectId: s })} /> : null}
      <div className={styles.body} aria-busy={material.isFetching}>
        {body}
      </div>
      {opened ? <StudyViewer ctx={ctx} material={opened} onDownload={download} onClose={() => setOpened(null)} /> : null}
    </>
  );
}

function Study({ ctx }: { ctx: StudyContext }) {
  const { t } = useTranslation();
  const id = useId();
  const [selection, setSelection] = useState<StudySelection>({ tab: null, courseTypeId: null, subjectId: null });
  const tab = shownStudyTab(ctx.tabs, selection.tab);
  if (tab === null) return <StudyEmptyState state={{ kind: 'noTabs' }} />;
  const choose = (choice: StudyChoice) => setSelection((s) => nextStudySelection({ ...s, tab }, choice));
  const panelId = `${id}-panel`;
  return (
    <>
      <TabList tabs={ctx.tabs} value={tab} onChange={(next) => choose({ kind: 'tab', tab: next })} label={t('study.tabs.label')} labelOf={(x) => t(`study.tabs.${x}`)} idPrefix={id} panelId={panelId} />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(id, tab)} className={styles.panel}>
        {/* A new tab starts its panel afresh: the search and the view too [STUDY-TAB-4]. */}
        <StudyPanel key={tab} ctx={ctx} tab={tab} selection={selection} choose={choose} />
      </div>
    </>
  );
}

/**
 * /studymaterial [STUDY-TAB-1]: the study library (free course types) and the purchased
 * products' (paid ones) as tabs, by user type and the e-learning feature [STUDY-TAB-2/3]; the
 * first offered tab shows first, and with neither the screen says nothing is shared (decision
 * 066 for [STUDY-TAB-5]). Parents never reach it (the route refuses them: the menu hides it).
 */
export function StudyScreen() {
  const { t } = useTranslation();
  // 'media': the media viewer and the protected player this screen opens.
  const mediaTexts = useScreenTexts('media');
  const ready = useScreenTexts('study') && mediaTexts;
  const session = useSession();
  const title = useScreenTitle('/studymaterial');
  if (!session) return null;
  return (
    <ScreenFrame>
      <ScreenHeading title={title} />
      {ready ? <Study key={learnerKey(session)} ctx={studyContext(session)} /> : <Spinner label={t('common.loading')} />}
    </ScreenFrame>
  );
}
