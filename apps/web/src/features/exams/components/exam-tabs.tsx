import { useTranslation } from 'react-i18next';
import { TabList, tabId } from '../../../components/ui/tab-list.tsx';
import type { ExamMode } from '../use-exam-params.ts';

export const examTabId = (prefix: string, mode: ExamMode) => tabId(prefix, mode);
export const examPanelId = (prefix: string) => `${prefix}-panel`;

type Props = { modes: readonly ExamMode[]; value: ExamMode; onChange: (mode: ExamMode) => void; idPrefix: string };

/** Online | Offline [EXAM-TAB-1], only those the setting and user type allow [EXAM-TAB-2/3]; arrow keys move between them. */
export function ExamTabs({ modes, value, onChange, idPrefix }: Props) {
  const { t } = useTranslation();
  return (
    <TabList
      tabs={modes}
      value={value}
      onChange={onChange}
      label={t('exams.tabs.label')}
      labelOf={(mode) => t(`exams.tabs.${mode}`)}
      idPrefix={idPrefix}
      panelId={examPanelId(idPrefix)}
    />
  );
}
