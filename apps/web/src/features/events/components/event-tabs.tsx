import { useTranslation } from 'react-i18next';
import { TabList, tabId as sharedTabId } from '../../../components/ui/tab-list.tsx';

export type EventTab = 'mine' | 'all';
const TABS: readonly EventTab[] = ['mine', 'all'];

type EventTabsProps = { value: EventTab; onChange: (tab: EventTab) => void; panelId: string; idPrefix: string };

/** The id of a tab, so the panel can name itself after the selected one. */
export const tabId = (prefix: string, tab: EventTab) => sharedTabId(prefix, tab);

/**
 * The My Events / All Events toggle shown as two tabs [EVENT-TOGGLE-1/2] (one control,
 * EVENT-TOGGLE-5 reading A); choosing a tab reloads the month [EVENT-TOGGLE-3].
 */
export function EventTabs({ value, onChange, panelId, idPrefix }: EventTabsProps) {
  const { t } = useTranslation();
  return (
    <TabList
      tabs={TABS}
      value={value}
      onChange={onChange}
      label={t('events.tabs.label')}
      labelOf={(tab) => t(`events.tabs.${tab}`)}
      idPrefix={idPrefix}
      panelId={panelId}
    />
  );
}
