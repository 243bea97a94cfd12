import type { ReactNode } from 'react';
import styles from './radio-list.module.css';

export type RadioOption = { value: string; label: ReactNode; detail?: ReactNode };

type RadioListProps = {
  name: string;
  labelledBy: string;
  options: RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
};

/** A single choice among a few options, each a card with a native radio. */
export function RadioList({ name, labelledBy, options, value, onChange }: RadioListProps) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={styles.list}>
      {options.map((option) => (
        <label key={option.value} className={styles.option} data-checked={value === option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className={styles.radio}
          />
          <span className={styles.text}>
            <span className={styles.label}>{option.label}</span>
            {option.detail ? <span className={styles.detail}>{option.detail}</span> : null}
          </span>
        </label>
      ))}
    </div>
  );
}
