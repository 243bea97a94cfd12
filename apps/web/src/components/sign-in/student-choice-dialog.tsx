import { useTranslation } from 'react-i18next';
import type { TSession, TStudentDetail } from '@portal/contract';
import { ChoiceDialog } from '../ui/choice-dialog.tsx';

type Props = { choice: Pick<TSession, 'student_details'>; onOk: (student: TStudentDetail) => void; onCancel: () => void };

/** A parent with several children picks the one to act for [LOGIN-PARENT-1]. */
export function StudentChoiceDialog({ choice, onOk, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <ChoiceDialog
      title={t('login.student.title')}
      hint={t('login.student.hint')}
      options={choice.student_details.map((s) => ({
        value: String(s.student_id),
        label: s.student_name,
        detail: `${t('login.student.id', { id: s.student_display_id })} · ${s.institute_name}`,
      }))}
      onOk={(value) => {
        const chosen = choice.student_details.find((s) => String(s.student_id) === value);
        if (chosen) onOk(chosen);
      }}
      onCancel={onCancel}
    />
  );
}
