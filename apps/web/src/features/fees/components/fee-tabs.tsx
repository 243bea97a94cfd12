import { useTranslation } from 'react-i18next';
import { TabList, tabId } from '../../../components/ui/tab-list.tsx';

export type FeeTab = 'due' | 'history';
export const FEE_TABS: readonly FeeTab[] = ['due', 'history'];

/** The id of a tab, so its panel can name itself after it. */
export const feeTabId = (prefix: string, tab: FeeTab) => tabId(prefix, tab);
export const feePanelId = (prefix: string) => `${prefix}-panel`;

type Props = { value: FeeTab; onChange: (tab: FeeTab) => void; idPrefix: string };

/** Due details | Payment history [FEES-TAB-1] [FEES-TAB-2]. */
export function FeeTabs({ value, onChange, idPrefix }: Props) {
  const { t } = useTranslation();
  return (
    <TabList
      tabs={FEE_TABS}
      value={value}
      onChange={onChange}
      label={t('fees.tabs.label')}
      labelOf={(tab) => t(`fees.tabs.${tab}`)}
      idPrefix={idPrefix}
      panelId={feePanelId(idPrefix)}
    />
  );
}
