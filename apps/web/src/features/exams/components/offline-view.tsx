import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOfflinePastExam } from '@portal/contract';
import { matchesExamSearch } from '@portal/domain/exam/exam-tabs-labels';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useOfflineReport } from '../../../lib/exam-service/get-offline-report.ts';
import type { ExamContext } from '../../../lib/exam-service/exam-context.ts';
import { NONE, SEARCH_OFF } from '../exam-icons.ts';
import { hasServerMessage, useExamFailures } from '../use-exam-failures.ts';
import { ExamErrorBackdrop } from './exam-error-backdrop.tsx';
import { LoadedNote } from './loaded-note.tsx';
import { ExamSearch } from './exam-search.tsx';
import { FailureNote } from '../../../components/ui/failure-note.tsx';
import { OfflineChoiceField, type OfflineChoice } from './offline-choice.tsx';
import { OfflineExamCard } from './offline-exam-card.tsx';
import styles from './offline-view.module.css';

/** The offline side's search: the exam's name, or its title, read here as its topic and description [EXAM-SEARCH-2]. */
const matches = (exam: TOfflinePastExam, query: string) =>
  matchesExamSearch(query, exam.exam_name, [exam.topic_name, exam.examDesc].filter(Boolean).join(' '));

/**
 * The Offline tab: the student's past course exam schedules by course [EXAM-OFF-1] (API-EXAM-9),
 * marks by default [EXAM-OFF-2] or ranks where shown [EXAM-OFF-3], and the search. A login
 * without a student has no report to ask for.
 */
export function OfflineView({ ctx }: { ctx: ExamContext }) {
  const { t } = useTranslation();
  const report = useOfflineReport(ctx.instituteId, ctx.studentId, ctx.acadYearId);
  const backdrop = useExamFailures([report.error]);
  const [choice, setChoice] = useState<OfflineChoice>('analysis');
  const [search, setSearch] = useState('');
  const headingPrefix = useId();

  let body;
  if (ctx.studentId === null) body = <EmptyState icon={NONE} title={t('exams.ph.noExam')} />;
  else if (report.isPending) body = <Spinner label={t('exams.offline.loading')} />;
  else if (!report.data) body = report.error && !hasServerMessage(report.error) ? <FailureNote error={report.error} onRetry={() => void report.refetch()} retryLabel={t('exams.err.retry')} /> : null;
  else {
    const courses = report.data.pastCourseExamSchdJson.filter((c) => c.pastCourseExamList.length > 0);
    const shown = courses.map((c) => ({ ...c, pastCourseExamList: c.pastCourseExamList.filter((e) => matches(e, search)) })).filter((c) => c.pastCourseExamList.length > 0);
    const showRank = report.data.show_exam_rank;
    if (courses.length === 0) body = <EmptyState icon={NONE} title={t('exams.ph.noExam')} />;
    else
      body = (
        <>
          <div className={styles.tools}>
            <ExamSearch value={search} onChange={setSearch} offline />
            <OfflineChoiceField value={showRank ? choice : 'analysis'} onChange={setChoice} showRank={showRank} />
          </div>
          {shown.length === 0 ? <EmptyState icon={SEARCH_OFF} title={t('exams.ph.noMatch')} text={t('exams.ph.noMatchHint')} /> : null}
          {shown.map((course, i) => (
            <section key={course.batch_id} aria-labelledby={`${headingPrefix}-${i}`} className={styles.course}>
              <h2 id={`${headingPrefix}-${i}`} className={styles.courseName}>
                {course.course_Name}
              </h2>
              <ul className={styles.cards}>
                {course.pastCourseExamList.map((exam) => (
                  <OfflineExamCard key={exam.exam_id} exam={exam} choice={showRank ? choice : 'analysis'} />
                ))}
              </ul>
            </section>
          ))}
        </>
      );
  }
  return (
    <div className={styles.view}>
      <LoadedNote loaded={report.isSuccess} textKey="exams.toast.offline" />
      {body}
      {backdrop ? <ExamErrorBackdrop message={backdrop} /> : null}
    </div>
  );
}
