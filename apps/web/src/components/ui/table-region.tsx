import { useId, type ReactNode } from 'react';
import styles from './table.module.css';

type Props = { caption: string; head: ReactNode; children: ReactNode; foot?: ReactNode; className?: string };

/**
 * A table inside a region that scrolls sideways on a narrow phone: named by the table's caption
 * and focusable, so a keyboard user can scroll it too (decision 019). `className` varies it
 * through the table's custom properties (--table-min, --table-wrap).
 */
export function TableRegion({ caption, head, children, foot, className }: Props) {
  const id = useId();
  return (
    <div role="region" aria-labelledby={id} tabIndex={0} className={className ? `${styles.region} ${className}` : styles.region}>
      <table className={styles.table}>
        <caption id={id} className={styles.caption}>
          {caption}
        </caption>
        <thead>{head}</thead>
        <tbody>{children}</tbody>
        {foot ? <tfoot>{foot}</tfoot> : null}
      </table>
    </div>
  );
}
