import { useTranslation } from 'react-i18next';
import type { TTestReportResponse } from '@portal/contract';
import { Icon } from '../../../components/ui/icon.tsx';
import { OUTCOME_ICONS } from '../report-icons.ts';
import { marksText } from './report-time.ts';
import { TableRegion } from '../../../components/ui/table-region.tsx';
import styles from './report-table.module.css';

type Question = TTestReportResponse['question_wise_distribution'][number];
const OUTCOME = { 1: 'right', 0: 'wrong', 2: 'partial' } as const;

/**
 * The question-wise table [REPORT-SUM-6] [REPORT-SUM-15]: Q.No, the status icon (said in words
 * too), the learner's answer, the correct one (a dash where the test's solutions are not shown)
 * and the score, ending with the total marks line [REPORT-SUM-7].
 */
export function QuestionTable({ questions, totalScore, totalMarks }: { questions: readonly Question[]; totalScore: number; totalMarks: number }) {
  const { t } = useTranslation();
  return (
    <TableRegion
      className={styles.table}
      caption={t('reports.questions.caption')}
      head={
        <tr>
          <th scope="col">{t('reports.questions.number')}</th>
          <th scope="col">{t('reports.questions.status')}</th>
          <th scope="col">{t('reports.questions.yours')}</th>
          <th scope="col">{t('reports.questions.correct')}</th>
          <th scope="col" className={styles.number}>{t('reports.questions.score')}</th>
        </tr>
      }
      foot={
        <tr>
          <th scope="row" colSpan={4}>
            {t('reports.questions.total')}
          </th>
          <td className={styles.number}>{t('reports.marksOf', { marks: marksText(totalScore), total: marksText(totalMarks) })}</td>
        </tr>
      }
    >
      {questions.map((q) => {
        const outcome = q.is_correct === null ? 'left' : OUTCOME[q.is_correct];
        return (
          <tr key={q.question_id}>
            <th scope="row">{q.question_order}</th>
            <td>
              <span className={`${styles.outcome} ${styles[outcome]}`}>
                <Icon path={OUTCOME_ICONS[outcome]} size={18} />
                {t(`reports.questions.${outcome}`)}
              </span>
            </td>
            <td>{q.student_answer || '–'}</td>
            <td>{q.correct_answer ?? '–'}</td>
            <td className={styles.number}>{marksText(q.total_score)}</td>
          </tr>
        );
      })}
    </TableRegion>
  );
}
