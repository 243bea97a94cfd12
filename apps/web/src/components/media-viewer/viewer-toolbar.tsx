import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';
import styles from './media-viewer.module.css';

/**
 * The viewer has one toolbar, one row under the page (decision 090): the body's own controls
 * (a PDF's pages and zoom) are drawn into it beside Download and Close, through this slot.
 */
const ToolbarSlot = createContext<HTMLElement | null>(null);
export const ToolbarSlotProvider = ToolbarSlot.Provider;

/** Puts a body's controls into the viewer's toolbar (nothing until the toolbar is on the page). */
export function InToolbar({ children }: { children: ReactNode }) {
  const slot = useContext(ToolbarSlot);
  return slot ? createPortal(children, slot) : null;
}

type ToolProps = { label: string; icon: string; onClick: () => void; atLimit?: boolean; text?: string };

/**
 * A 44 x 44 px icon button named for what it does. At its limit (the last page, the largest
 * zoom) it is announced as unavailable but keeps the focus, so the focus does not fall to the
 * page when Next reaches the end (a disabled button loses it). `text` shows beside the icon on a
 * wide screen only.
 */
export function ToolButton({ label, icon, onClick, atLimit = false, text }: ToolProps) {
  return (
    <Button
      variant="ghost"
      aria-label={label}
      aria-disabled={atLimit || undefined}
      className={`${styles.tool} ${atLimit ? styles.atLimit : ''}`}
      onClick={() => !atLimit && onClick()}
    >
      <Icon path={icon} size={22} />
      {text ? <span className={styles.wideText}>{text}</span> : null}
    </Button>
  );
}
