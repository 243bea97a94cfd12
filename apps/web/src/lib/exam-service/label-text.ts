import type { TFunction } from 'i18next';
import { isPlaceholderLabel, type ExamLabel } from '@portal/domain/exam/exam-tabs-labels';

/**
 * A label's name in the user's language: the placeholders by their id (decision 034), the others
 * as the institute wrote them. My Exam and the reports screen show the same strip; both load the
 * exam texts.
 */
export function labelText(label: ExamLabel, t: TFunction): string {
  return isPlaceholderLabel(label) ? t(`exams.labels.${label.label_id}`) : label.label_name;
}
