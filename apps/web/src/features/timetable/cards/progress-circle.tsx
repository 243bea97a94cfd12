import styles from './cards.module.css';

const R = 20;
const C = 2 * Math.PI * R;

/**
 * The attendance share as a ring with the number in its middle [TT-OFF-5]; one image named by
 * `label` for assistive technology (the ring and number are its picture).
 */
export function ProgressCircle({ percent, label }: { percent: number; label: string }) {
  const done = (Math.min(100, Math.max(0, percent)) / 100) * C;
  return (
    <span role="img" aria-label={label} className={styles.ring}>
      <svg width="56" height="56" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle className={styles.ringTrack} cx="24" cy="24" r={R} fill="none" strokeWidth="5" />
        <circle
          className={styles.ringValue}
          cx="24"
          cy="24"
          r={R}
          fill="none"
          strokeWidth="5"
          strokeLinecap="round"
          strokeDasharray={`${done} ${C}`}
          transform="rotate(-90 24 24)"
          data-percent={percent}
        />
      </svg>
      <span className={styles.ringText} aria-hidden="true">
        {percent}%
      </span>
    </span>
  );
}
