import styles from './tone-chip.module.css';

export type Tone = 'teal' | 'green' | 'purple' | 'amber' | 'blue' | 'grey';
export const TONES: readonly Tone[] = ['teal', 'green', 'purple', 'amber', 'blue', 'grey'];

/** A status in words on its tone; `status` is kept on the element for tests and styles to find. */
export function ToneChip({ tone, status, children }: { tone: Tone; status: string; children: string }) {
  return (
    <span className={`${styles.chip} ${styles[tone]}`} data-status={status}>
      {children}
    </span>
  );
}
