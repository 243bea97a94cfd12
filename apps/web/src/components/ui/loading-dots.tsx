import styles from './loading-dots.module.css';

/** Three pulsing dots: a quiet busy state inside popups and cards (role status with a name). */
export function LoadingDots({ label }: { label: string }) {
  return (
    <span role="status" aria-label={label} className={styles.dots}>
      <span />
      <span />
      <span />
    </span>
  );
}
