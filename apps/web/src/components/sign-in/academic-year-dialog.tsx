import { useTranslation } from 'react-i18next';
import type { TSession } from '@portal/contract';
import { ChoiceDialog } from '../ui/choice-dialog.tsx';

type Props = { session: TSession; onOk: (yearId: number) => void; onCancel: () => void };

/** The student's years, when the current year is not one of them [LOGIN-AY-1] [LOGIN-AY-3]. */
export function AcademicYearDialog({ session, onOk, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <ChoiceDialog
      title={t('login.year.title')}
      hint={t('login.year.hint')}
      options={session.student_acad_year.map((y) => ({ value: String(y.acad_yr_id), label: y.acad_yr_name }))}
      onOk={(value) => onOk(Number(value))}
      onCancel={onCancel}
    />
  );
}
