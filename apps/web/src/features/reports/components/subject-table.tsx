import { useTranslation } from 'react-i18next';
import type { TTestReportResponse } from '@portal/contract';
import { cutTableSubject } from '@portal/domain/report/report-cuts';
import { CardTable } from '../../../components/ui/card-table.tsx';
import { CutText } from '../../../components/ui/cut-text.tsx';
import { marksText, minutesText } from './report-time.ts';
import styles from './report-table.module.css';

type Subject = TTestReportResponse['subject_wise_distribution'][number];

/**
 * The subject-wise table [REPORT-SUM-3] [REPORT-SUM-14]: each subject's score, time in whole
 * minutes [REPORT-SUM-4], right, wrong and left counts and the marks they carried; names cut at
 * 30 [REPORT-SUM-9] (the whole name to a screen reader). It is also the chart's table (the
 * graphical popup shows the same counts). On a phone each subject is a card, its score first
 * (decision 087).
 */
export function SubjectTable({ subjects }: { subjects: readonly Subject[] }) {
  const { t } = useTranslation();
  const count = (key: string, value: (s: Subject) => string | number) => ({ key, header: t(`reports.subjects.${key}`), numeric: true, cell: value });
  return (
    <CardTable
      className={styles.table}
      caption={t('reports.subjects.caption')}
      rows={subjects}
      rowKey={(s) => s.subject_name}
      columns={[
        {
          key: 'subject',
          header: t('reports.subjects.subject'),
          rowHeader: true,
          card: 'title',
          cardLabel: false,
          cell: (s) => <CutText full={s.subject_name} cut={cutTableSubject(s.subject_name)} />,
        },
        { ...count('score', (s) => marksText(s.total_score)), card: 'key' },
        count('time', (s) => minutesText(s.total_attempted_time, t)),
        count('right', (s) => s.right_ques_count),
        count('wrong', (s) => s.wrong_ques_count),
        count('left', (s) => s.left_ques_count),
        count('rightMarks', (s) => marksText(s.right_ques_marks)),
        count('wrongMarks', (s) => marksText(s.wrong_ques_marks)),
      ]}
    />
  );
}
