import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CHECK } from './icon-paths.ts';
import { Icon } from './icon.tsx';
import styles from './menu-button.module.css';

export type MenuOption<V extends string> = { value: V; label: string; lang?: string };

type MenuButtonProps<V extends string> = {
  /** The accessible name of the menu, and of the button after its badge, e.g. 'Theme'. */
  label: string;
  icon: ReactNode;
  /**
   * Short visible text next to the icon ('EN'). The button's name starts with it ('EN Language'),
   * so it contains the words a speech user sees and says (WCAG 2.5.3, decision 029).
   */
  badge?: string;
  options: MenuOption<V>[];
  value: V;
  onSelect: (value: V) => void;
  disabled?: boolean;
  title?: string;
  className?: string;
};

/** A button opening a menu of radio items (theme, language): arrows move, Escape closes. */
export function MenuButton<V extends string>({ label, icon, badge, options, value, onSelect, disabled, title, className }: MenuButtonProps<V>) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    const current = Math.max(0, options.findIndex((o) => o.value === value));
    items.current[current]?.focus();
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
    // Focus moves only when the menu opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };

  const onMenuKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const list = items.current.filter((x): x is HTMLButtonElement => x !== null);
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const move: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 };
    if (e.key in move) {
      e.preventDefault();
      list[(move[e.key]! + list.length) % list.length]?.focus();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={root} className={`${styles.root} ${className ?? ''}`}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-label={badge ? `${badge} ${label}` : label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        title={title ?? label}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {icon}
        {badge ? (
          <span className={styles.badge} aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </button>
      {open ? (
        <ul id={menuId} role="menu" aria-label={label} className={styles.menu} onKeyDown={onMenuKeyDown}>
          {options.map((option, i) => (
            <li key={option.value} role="none">
              <button
                ref={(el) => {
                  items.current[i] = el;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={option.value === value}
                lang={option.lang}
                className={styles.item}
                tabIndex={-1}
                onClick={() => {
                  onSelect(option.value);
                  close(true);
                }}
              >
                <span className={styles.check}>{option.value === value ? <Icon path={CHECK} size={16} /> : null}</span>
                {option.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
