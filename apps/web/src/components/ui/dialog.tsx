import { useEffect, useId, useRef, type ReactNode, type RefObject, type SyntheticEvent, type KeyboardEvent, type MouseEvent } from 'react';
import styles from './dialog.module.css';

type DialogProps = {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** alertdialog for messages that need an answer before going on (the login Alert). */
  role?: 'dialog' | 'alertdialog';
  /** A click on the backdrop closes (light dismiss), for popups that are not questions. */
  dismissOnBackdrop?: boolean;
  /** Extra class on the panel, e.g. to place the profile popup under its button. */
  className?: string;
  hideTitle?: boolean;
};

/**
 * A body taller than the dialog scrolls; with nothing focusable in it (a list of rows), a
 * keyboard user could not scroll it. While it overflows it joins the tab order (WCAG 2.1.1,
 * axe scrollable-region-focusable), as a region named by the dialog's title.
 */
function useKeyboardScroll(ref: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      if (el.scrollHeight > el.clientHeight + 1) {
        el.tabIndex = 0;
        el.setAttribute('role', 'region');
      } else {
        el.removeAttribute('tabindex');
        el.removeAttribute('role');
      }
    };
    // The body keeps its size when rows arrive after a load: watch the content as well.
    const resized = new ResizeObserver(update);
    resized.observe(el);
    const changed = new MutationObserver(update);
    changed.observe(el, { childList: true, subtree: true });
    update();
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, [ref]);
}

/**
 * A modal on the native <dialog>: showModal() keeps focus inside and makes the page inert,
 * Escape closes, focus returns to the control that opened it. Mounted only while open.
 */
export function Dialog({ title, onClose, children, footer, role = 'dialog', dismissOnBackdrop = false, className, hideTitle }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const titleId = `${useId()}-title`;
  useKeyboardScroll(body);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // A dialog may name where focus starts (its Close before a title that holds a control);
    // React's autoFocus would run before the opener is known, which focus returns to.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const cancel = (e: SyntheticEvent) => {
    e.preventDefault();
    // Only the dialog on top closes: a dialog opened from another (a player over its list) is
    // inside it in React's tree, where the key would reach the one below too.
    e.stopPropagation();
    onClose();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Escape') cancel(e);
  };
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (dismissOnBackdrop && e.target === e.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      className={[styles.dialog, className ?? ''].join(' ')}
      onCancel={cancel}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className={styles.panel}>
        <h2 id={titleId} className={hideTitle ? 'sr-only' : styles.title}>
          {title}
        </h2>
        <div ref={body} className={styles.body} aria-labelledby={titleId}>
          {children}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>
  );
}
