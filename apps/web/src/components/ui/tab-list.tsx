import { useRef, type KeyboardEvent } from 'react';
import styles from './tab-list.module.css';

/** The id of a tab, so its panel can name itself after the selected one (aria-labelledby). */
export const tabId = (prefix: string, tab: string) => `${prefix}-tab-${tab}`;

type TabListProps<T extends string> = {
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  /** The accessible name of the tablist. */
  label: string;
  labelOf: (tab: T) => string;
  idPrefix: string;
  /** The id of the panel the tabs control. */
  panelId: string;
};

/**
 * A WAI-ARIA tablist with automatic activation: arrow keys, Home and End move and select, only
 * the selected tab is in the tab order. Choosing the selected tab again does nothing.
 */
export function TabList<T extends string>({ tabs, value, onChange, label, labelOf, idPrefix, panelId }: TabListProps<T>) {
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = tabs.indexOf(value);
    const last = tabs.length - 1;
    const keys: Record<string, number> = { ArrowRight: (i + 1) % tabs.length, ArrowLeft: (i + last) % tabs.length, Home: 0, End: last };
    const next = tabs[keys[e.key] ?? -1];
    if (next === undefined) return;
    e.preventDefault();
    if (next !== value) onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(el) => {
            refs.current[tab] = el;
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab)}
          aria-selected={tab === value}
          aria-controls={panelId}
          tabIndex={tab === value ? 0 : -1}
          className={styles.tab}
          onClick={() => tab !== value && onChange(tab)}
        >
          {labelOf(tab)}
        </button>
      ))}
    </div>
  );
}
