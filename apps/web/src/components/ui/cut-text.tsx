import { useLayoutEffect, useRef, useState } from 'react';
import styles from './cut-text.module.css';

/** A tap on a text inside these already means something else (open the card, the row). */
const CONTROLS = 'a[href], button, summary, label, select, [role="button"], [role="link"], [role="tab"]';

/**
 * The cut's last few letters and its dots, kept on one line so '...' never stands alone on a
 * line (a space before the dots becomes a no-break space; a word broken anywhere keeps its tail).
 */
export function splitCut(cut: string): { head: string; tail: string } {
  const dots = /(\.\.\.|…)$/.exec(cut);
  if (!dots) return { head: cut, tail: '' };
  const before = cut.slice(0, dots.index);
  const trimmed = before.trimEnd();
  const word = /\S{0,4}$/.exec(trimmed)?.[0] ?? '';
  const gap = trimmed.length < before.length ? '\u00a0' : '';
  return { head: trimmed.slice(0, trimmed.length - word.length), tail: `${word}${gap}${dots[1]}` };
}

/**
 * A text cut by a rule (a name at 47, a subject at 30...): the cut is seen, a tap or Enter shows
 * the whole and another tap the cut again (a touch screen has no hover, so no title tooltip), and
 * a screen reader hears the whole text as the control's name, once. Inside another control
 * (a summary, a link) a tap already has a meaning: there the whole text is shown and wraps.
 * Uncut, it is the text alone. Decision 089.
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
        {full}
      </span>
    );
  }
  const { head, tail } = splitCut(cut);
  return (
    <span ref={ref} className={styles.wrap}>
      <button type="button" className={styles.cut} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? (
          full
        ) : (
          <>
            <span aria-hidden="true">
              {head}
              <span className={styles.tail}>{tail}</span>
            </span>
            <span className="sr-only">{full}</span>
          </>
        )}
      </button>
    </span>
  );
}
