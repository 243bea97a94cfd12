import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';
import styles from './empty-state.module.css';

type EmptyStateProps = { icon: string; title: ReactNode; text?: ReactNode; action?: ReactNode };

/** A calm card for "nothing here yet" and "coming soon". */
export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <div className={styles.card}>
      <span className={styles.icon}>
        <Icon path={icon} size={28} />
      </span>
      <p className={styles.title}>{title}</p>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action}
    </div>
  );
}
