import { useTranslation } from 'react-i18next';
import { TabList } from '../../../../components/ui/tab-list.tsx';
import type { PanelSection } from '../panel-data.ts';
import styles from './panel.module.css';

type Props = { sections: readonly PanelSection[]; value: number; onChange: (sectionNo: number) => void; idPrefix: string; panelId: string };

/** Sections by subject as tabs (arrow keys move between them); choosing one shows its first question. */
export function SectionTabs({ sections, value, onChange, idPrefix, panelId }: Props) {
  const { t } = useTranslation();
  const names = new Map(sections.map((s) => [String(s.section_no), s.section_name || t('examPanel.section.unnamed', { n: s.section_no })]));
  return (
    <div className={styles.tabsRow}>
      <TabList
      tabs={sections.map((s) => String(s.section_no))}
      value={String(value)}
      onChange={(tab) => onChange(Number(tab))}
      label={t('examPanel.section.label')}
      labelOf={(tab) => names.get(tab) ?? tab}
      idPrefix={idPrefix}
      panelId={panelId}
      />
    </div>
  );
}
