import { useId, type ReactNode } from 'react';
import { tabId } from '../../../../components/ui/tab-list.tsx';
import type { PanelLayout } from '../panel-data.ts';
import { SectionTabs } from './section-tabs.tsx';
import styles from './panel.module.css';

type Props = {
  layout: PanelLayout;
  /** The section of the question shown. */
  sectionNo: number;
  /** Shows a question (a section's tab shows its first one, the focus staying on the tab). */
  go: (questionId: number, options: { focus: boolean }) => void;
  /** The question and its actions: the tab panel of the section. */
  children: ReactNode;
  /** Beside it: the palette (and, while sitting, Submit). */
  side: ReactNode;
};

/** The section tabs (when there are several) over the question card and the side column; shared by sitting and review. */
export function SectionStage({ layout, sectionNo, go, children, side }: Props) {
  const prefix = useId();
  const panelId = `${prefix}-panel`;
  const tabs = layout.sections.length > 1;
  const showSection = (no: number) => go(layout.sections.find((s) => s.section_no === no)!.question_ids[0]!, { focus: false });
  return (
    <>
      {tabs ? <SectionTabs sections={layout.sections} value={sectionNo} onChange={showSection} idPrefix={prefix} panelId={panelId} /> : null}
      <div className={styles.layout}>
        <div className={styles.card} id={panelId} role={tabs ? 'tabpanel' : undefined} aria-labelledby={tabs ? tabId(prefix, String(sectionNo)) : undefined}>
          {children}
        </div>
        {side}
      </div>
    </>
  );
}
