import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPanelEnter } from '@portal/contract';
import { Palette } from './components/palette.tsx';
import { PanelHeader } from './components/panel-header.tsx';
import { QuestionActions } from './components/question-actions.tsx';
import { QuestionPane } from './components/question-pane.tsx';
import { ResultSummary } from './components/result-summary.tsx';
import { ReviewNote } from './components/review-note.tsx';
import { SectionStage } from './components/section-stage.tsx';
import { useBookmarks } from './hooks/use-bookmarks.ts';
import { useQuestionNav } from './hooks/use-question-nav.ts';
import { asAnswer } from './model/merge-answers.ts';
import { countStates, stateOf } from './model/palette.ts';
import type { StoredAnswer } from './store/answer-store.ts';
import type { PanelLayout } from './panel-data.ts';
import styles from './components/panel.module.css';

const noop = () => undefined;

/**
 * View of a finished attempt (mode 'review', decision 040): read-only answers, the palette of what
 * was answered and marked, and the result with each question's outcome once published.
 */
export function ReviewScreen({ data, layout }: { data: TPanelEnter; layout: PanelLayout }) {
  const { t } = useTranslation();
  const nav = useQuestionNav(layout, noop);
  const bookmarks = useBookmarks(data.attempt.attempt_id, data.bookmarked_question_ids);
  const answers = useMemo(() => {
    const kinds = new Map(layout.questions.map((q) => [q.question_id, q.kind]));
    const rows = data.answers.map((a): StoredAnswer => ({ ...a, attempt_id: data.attempt.attempt_id, answer: asAnswer(a.answer, kinds.get(a.question_id)), saved_seq: a.seq }));
    return new Map(rows.map((r) => [r.question_id, r]));
  }, [data, layout]);
  const outcomes = useMemo(() => new Map((data.result?.questions ?? []).map((q) => [q.question_id, q])), [data.result]);
  const states = new Map(layout.questions.map((q) => [q.question_id, stateOf(answers.get(q.question_id), answers.has(q.question_id))]));
  const question = layout.byId.get(nav.current);
  if (!question) return null;
  const sectionNo = layout.sectionOf.get(question.question_id) ?? 0;
  const section = layout.sections.find((s) => s.section_no === sectionNo);
  return (
    <div className={styles.page}>
      <PanelHeader testName={data.test.test_name} secondsLeft={null} announcement={null} />
      <main className={styles.main}>
        <p>{t('examPanel.review.note')}</p>
        {data.result ? <ResultSummary result={data.result} /> : <p>{t('examPanel.done.pending')}</p>}
        <SectionStage
          layout={layout}
          sectionNo={sectionNo}
          go={nav.go}
          side={
            <div className={`${styles.card} ${styles.side}`}>
              <Palette title={section?.section_name || t('examPanel.palette.label')} questions={(section?.question_ids ?? []).map((id) => layout.byId.get(id)!)} stateOf={(id) => states.get(id) ?? 'not-visited'} counts={countStates([...states.values()])} current={question.question_id} onGo={nav.go} />
            </div>
          }
        >
          <QuestionPane
            question={question}
            total={layout.questions.length}
            passage={question.passage_id !== null ? (layout.passages.get(question.passage_id) ?? null) : null}
            answer={answers.get(question.question_id)?.answer ?? null}
            onChange={noop}
            readOnly
            status={null}
            after={<ReviewNote question={question} outcome={outcomes.get(question.question_id)} />}
          />
          <QuestionActions
            marked={answers.get(question.question_id)?.marked_for_review ?? false}
            answered={false}
            bookmarked={bookmarks.isBookmarked(question.question_id)}
            hasPrevious={nav.hasPrevious}
            hasNext={nav.hasNext}
            onMark={noop}
            onClear={noop}
            onBookmark={() => bookmarks.toggle(question.question_id)}
            onPrevious={nav.previous}
            onNext={nav.next}
            readOnly
          />
        </SectionStage>
      </main>
    </div>
  );
}
