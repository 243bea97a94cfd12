import styles from './spinner.module.css';

/** A busy indicator with an accessible name (role progressbar, no value: indeterminate). */
export function Spinner({ label, size = 'md' }: { label: string; size?: 'sm' | 'md' }) {
  return <span role="progressbar" aria-label={label} className={`${styles.spinner} ${styles[size] ?? ''}`} />;
}
