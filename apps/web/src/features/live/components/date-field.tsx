import { useRef } from 'react';
import { formatIsoDate } from '@portal/domain/format/date-time';
import { CALENDAR } from '../../../components/ui/calendar-icons.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import styles from './date-field.module.css';

type Props = {
  id: string;
  label: string;
  /** 'YYYY-MM-DD' or ''. */
  value: string;
  /** What an empty field shows ('Up to today'). */
  emptyText: string;
  max?: string;
  invalid: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
};

/**
 * A date field that shows DD-MM-YYYY, the portal's date format, in the same width as its
 * neighbour, whatever the browser's own format (issue 35: one field read 11/21/2026, the other
 * a wider dd/mm/yyyy). The browser's date input lies over the shown text, invisible: a tap opens
 * the phone's own date picker, a screen reader and the keyboard use the input as ever, and its
 * label names it.
 */
export function DateField({ id, label, value, emptyText, max, invalid, describedBy, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const openPicker = () => {
    try {
      input.current?.showPicker?.();
    } catch {
      // Not allowed here (no user gesture): the input takes typing as before.
    }
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.box} data-invalid={invalid}>
        <span className={value ? styles.shown : styles.empty} aria-hidden="true">
          {value ? formatIsoDate(value) : emptyText}
        </span>
        <Icon path={CALENDAR} size={18} />
        <input
          ref={input}
          id={id}
          className={styles.input}
          type="date"
          value={value}
          max={max}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onClick={openPicker}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </div>
  );
}
