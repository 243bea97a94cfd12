import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './event-tabs.module.css';

export type EventTab = 'mine' | 'all';
const TABS: EventTab[] = ['mine', 'all'];

type EventTabsProps = { value: EventTab; onChange: (tab: EventTab) => void; panelId: string; idPrefix: string };

/** The id of a tab, so the panel can name itself after the selected one. */
export const tabId = (prefix: string, tab: EventTab) => `${prefix}-tab-${tab}`;

/**
 * The My Events / All Events toggle shown as two tabs [EVENT-TOGGLE-1/2] (one control,
 * EVENT-TOGGLE-5 reading A): a tablist with arrow, Home and End keys; choosing a tab
 * reloads the month [EVENT-TOGGLE-3].
 */
export function EventTabs({ value, onChange, panelId, idPrefix }: EventTabsProps) {
  const { t } = useTranslation();
  const refs = useRef<Partial<Record<EventTab, HTMLButtonElement | null>>>({});
  const select = (tab: EventTab) => {
    onChange(tab);
    refs.current[tab]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = TABS.indexOf(value);
    const next =
      e.key === 'ArrowRight' ? TABS[(i + 1) % TABS.length] : e.key === 'ArrowLeft' ? TABS[(i - 1 + TABS.length) % TABS.length] : e.key === 'Home' ? TABS[0] : e.key === 'End' ? TABS[TABS.length - 1] : undefined;
    if (!next) return;
    e.preventDefault();
    select(next);
  };
  return (
    <div role="tablist" aria-label={t('events.tabs.label')} className={styles.tabs} onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
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
          onClick={() => onChange(tab)}
        >
          {t(`events.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
