import { useTranslation } from 'react-i18next';
import type { TTestReportResponse } from '@portal/contract';
import { CardTable } from '../../../components/ui/card-table.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { OUTCOME_ICONS } from '../report-icons.ts';
import { marksText } from './report-time.ts';
import styles from './report-table.module.css';

type Question = TTestReportResponse['question_wise_distribution'][number];
const OUTCOME = { 1: 'right', 0: 'wrong', 2: 'partial' } as const;

/**
 * The question-wise table [REPORT-SUM-6] [REPORT-SUM-15]: Q.No, the status icon (said in words
 * too), the learner's answer, the correct one (a dash where the test's solutions are not shown)
 * and the score, ending with the total marks line [REPORT-SUM-7]. On a phone each question is a
 * card: its number and status first (decision 087).
 */
export function QuestionTable({ questions, totalScore, totalMarks }: { questions: readonly Question[]; totalScore: number; totalMarks: number }) {
  const { t } = useTranslation();
  const outcomeOf = (q: Question) => (q.is_correct === null ? 'left' : OUTCOME[q.is_correct]);
  return (
    <CardTable
      className={styles.table}
      caption={t('reports.questions.caption')}
      rows={questions}
      rowKey={(q) => String(q.question_id)}
      columns={[
        { key: 'number', header: t('reports.questions.number'), rowHeader: true, card: 'title', cell: (q) => q.question_order },
        {
          key: 'status',
          header: t('reports.questions.status'),
          card: 'lead',
          cell: (q) => (
            <span className={`${styles.outcome} ${styles[outcomeOf(q)]}`}>
              <Icon path={OUTCOME_ICONS[outcomeOf(q)]} size={18} />
              {t(`reports.questions.${outcomeOf(q)}`)}
            </span>
          ),
        },
        { key: 'yours', header: t('reports.questions.yours'), cell: (q) => q.student_answer || '–' },
        { key: 'correct', header: t('reports.questions.correct'), cell: (q) => q.correct_answer ?? '–' },
        { key: 'score', header: t('reports.questions.score'), numeric: true, cell: (q) => marksText(q.total_score) },
      ]}
      foot={
        <tr role="row">
          <th scope="row" role="rowheader" colSpan={4}>
            {t('reports.questions.total')}
          </th>
          <td role="cell" className={styles.number}>
            {t('reports.marksOf', { marks: marksText(totalScore), total: marksText(totalMarks) })}
          </td>
        </tr>
      }
    />
  );
}
