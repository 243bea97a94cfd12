import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './fee-tabs.module.css';

export type FeeTab = 'due' | 'history';
export const FEE_TABS: readonly FeeTab[] = ['due', 'history'];

/** The id of a tab, so its panel can name itself after it. */
export const feeTabId = (prefix: string, tab: FeeTab) => `${prefix}-tab-${tab}`;
export const feePanelId = (prefix: string) => `${prefix}-panel`;

type Props = { value: FeeTab; onChange: (tab: FeeTab) => void; idPrefix: string };

/**
 * Due details | Payment history [FEES-TAB-1] [FEES-TAB-2]: a tablist (arrow, Home and End keys
 * move and select, as the tabs pattern's automatic activation).
 */
export function FeeTabs({ value, onChange, idPrefix }: Props) {
  const { t } = useTranslation();
  const refs = useRef<Partial<Record<FeeTab, HTMLButtonElement | null>>>({});
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = FEE_TABS.indexOf(value);
    const last = FEE_TABS.length - 1;
    const keys: Record<string, number> = { ArrowRight: (i + 1) % FEE_TABS.length, ArrowLeft: (i + last) % FEE_TABS.length, Home: 0, End: last };
    const next = FEE_TABS[keys[e.key] ?? -1];
    if (!next) return;
    e.preventDefault();
    if (next !== value) onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={t('fees.tabs.label')} className={styles.tabs} onKeyDown={onKeyDown}>
      {FEE_TABS.map((tab) => (
        <button
          key={tab}
          ref={(el) => {
            refs.current[tab] = el;
          }}
          type="button"
          role="tab"
          id={feeTabId(idPrefix, tab)}
          aria-selected={tab === value}
          aria-controls={feePanelId(idPrefix)}
          tabIndex={tab === value ? 0 : -1}
          className={styles.tab}
          onClick={() => tab !== value && onChange(tab)}
        >
          {t(`fees.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
