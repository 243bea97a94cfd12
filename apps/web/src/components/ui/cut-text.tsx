import { useLayoutEffect, useRef, useState } from 'react';
import styles from './cut-text.module.css';

/** A tap on a text inside these already means something else (open the card, the row). */
const CONTROLS = 'a[href], button, summary, label, select, [role="button"], [role="link"], [role="tab"]';

/**
 * The cut with a no-break space before its dots, so '...' never starts a line of its own; one
 * text node, so the cut reads (and is found by tests) exactly as the rule writes it.
 */
export function keepDots(cut: string): string {
  return cut.replace(/\s+(\.\.\.|…)$/, '\u00a0$1');
}

/**
 * A text cut by a rule (a name at 47, a subject at 30...): the cut is seen, a tap or Enter shows
 * the whole and another tap the cut again (a touch screen has no hover, so no title tooltip), and
 * a screen reader hears the whole text as the control's name, once. Inside another control
 * (a summary, a link) a tap already has a meaning, and a control in a control is no control:
 * there the cut is plain text read whole, and the enclosing control must lead to the whole
 * (the offline report's summary opens the subjects it cuts). Uncut, it is the text alone.
 * Decision 089.
 */
export function CutText({ full, cut }: { full: string; cut: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [inControl, setInControl] = useState(false);
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    setInControl(Boolean(ref.current?.parentElement?.closest(CONTROLS)));
  }, []);
  if (cut === full) return <>{full}</>;
  if (inControl) {
    return (
      <span ref={ref} className={styles.whole}>
        <span aria-hidden="true">{keepDots(cut)}</span>
        <span className="sr-only">{full}</span>
      </span>
    );
  }
  return (
    <span ref={ref} className={styles.wrap}>
      <button type="button" className={styles.cut} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? (
          full
        ) : (
          <>
            <span aria-hidden="true">{keepDots(cut)}</span>
            <span className="sr-only">{full}</span>
          </>
        )}
      </button>
    </span>
  );
}
