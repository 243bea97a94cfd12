import { useId, type ReactNode } from 'react';
import styles from './fee-table.module.css';

type Props = { caption: string; head: ReactNode; children: ReactNode };

/**
 * A fee table inside a region that scrolls sideways on a narrow phone: named by the table's
 * caption and focusable, so a keyboard user can scroll it too (decision 019).
 */
export function TableRegion({ caption, head, children }: Props) {
  const id = useId();
  return (
    <div role="region" aria-labelledby={id} tabIndex={0} className={styles.region}>
      <table className={styles.table}>
        <caption id={id} className={styles.caption}>
          {caption}
        </caption>
        <thead>{head}</thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
