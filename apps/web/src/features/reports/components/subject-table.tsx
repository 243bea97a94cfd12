import { useTranslation } from 'react-i18next';
import type { TTestReportResponse } from '@portal/contract';
import { cutTableSubject } from '@portal/domain/report/report-cuts';
import { CutText } from '../../../components/ui/cut-text.tsx';
import { marksText, minutesText } from './report-time.ts';
import { TableRegion } from '../../../components/ui/table-region.tsx';
import styles from './report-table.module.css';

type Subject = TTestReportResponse['subject_wise_distribution'][number];

/**
 * The subject-wise table [REPORT-SUM-3] [REPORT-SUM-14]: each subject's score, time in whole
 * minutes [REPORT-SUM-4], right, wrong and left counts and the marks they carried; names cut at
 * 30 [REPORT-SUM-9] (the whole name on hover and to a screen reader). It is also the chart's
 * table (the graphical popup shows the same counts).
 */
export function SubjectTable({ subjects }: { subjects: readonly Subject[] }) {
  const { t } = useTranslation();
  return (
    <TableRegion
      className={styles.table}
      caption={t('reports.subjects.caption')}
      head={
        <tr>
          <th scope="col">{t('reports.subjects.subject')}</th>
          <th scope="col" className={styles.number}>{t('reports.subjects.score')}</th>
          <th scope="col" className={styles.number}>{t('reports.subjects.time')}</th>
          <th scope="col" className={styles.number}>{t('reports.subjects.right')}</th>
          <th scope="col" className={styles.number}>{t('reports.subjects.wrong')}</th>
          <th scope="col" className={styles.number}>{t('reports.subjects.left')}</th>
          <th scope="col" className={styles.number}>{t('reports.subjects.rightMarks')}</th>
          <th scope="col" className={styles.number}>{t('reports.subjects.wrongMarks')}</th>
        </tr>
      }
    >
      {subjects.map((s) => {
        return (
          <tr key={s.subject_name}>
            <th scope="row">
              <CutText full={s.subject_name} cut={cutTableSubject(s.subject_name)} />
            </th>
            <td className={styles.number}>{marksText(s.total_score)}</td>
            <td className={styles.number}>{minutesText(s.total_attempted_time, t)}</td>
            <td className={styles.number}>{s.right_ques_count}</td>
            <td className={styles.number}>{s.wrong_ques_count}</td>
            <td className={styles.number}>{s.left_ques_count}</td>
            <td className={styles.number}>{marksText(s.right_ques_marks)}</td>
            <td className={styles.number}>{marksText(s.wrong_ques_marks)}</td>
          </tr>
        );
      })}
    </TableRegion>
  );
}
