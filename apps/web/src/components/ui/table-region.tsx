import { useId, type ReactNode } from 'react';
import styles from './table.module.css';

type Props = {
  caption: string;
  head: ReactNode;
  children: ReactNode;
  foot?: ReactNode;
  className?: string;
  /**
   * Below 40rem of its own width the table is a list of cards (card-table.tsx): the rows carry
   * explicit table roles then, since a table drawn as blocks loses them in some browsers.
   */
  cards?: boolean;
};

/**
 * A table inside a region that scrolls sideways when it is wider than its place: named by its
 * title and focusable, so a keyboard user can scroll it too (decision 019). The title sits above
 * the scrolling part, so it never scrolls away (decision 087). `className` varies it through the
 * table's custom properties (--table-min, --table-wrap).
 */
export function TableRegion({ caption, head, children, foot, className, cards = false }: Props) {
  const id = useId();
  const group = cards ? 'rowgroup' : undefined;
  const frame = [styles.frame, cards ? styles.cards : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={frame}>
      <div className={styles.box}>
        <div id={id} className={styles.caption}>
          {caption}
        </div>
        <div role="region" aria-labelledby={id} tabIndex={0} className={styles.region}>
          <table className={styles.table} aria-labelledby={id} role={cards ? 'table' : undefined}>
            <thead role={group}>{head}</thead>
            <tbody role={group}>{children}</tbody>
            {foot ? <tfoot role={group}>{foot}</tfoot> : null}
          </table>
        </div>
      </div>
    </div>
  );
}
