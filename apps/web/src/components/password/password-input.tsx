import { useState, type Ref } from 'react';
import { EYE, EYE_OFF } from '../ui/icon-paths.ts';
import { Icon } from '../ui/icon.tsx';
import styles from './password-input.module.css';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  /** The toggle's names, one per field, so three toggles in a form are told apart. */
  showLabel: string;
  hideLabel: string;
  /** A text under the field (the policy), read with it. */
  hint?: string;
  /** The id of the message that says what is wrong with this field. */
  errorId?: string;
  invalid?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A password field with a show/hide toggle, like the login page's
 * (sign-in/password-field.tsx, whose label, placeholder and autocomplete are fixed to the login: not
 * reused, and importing it here would split it out of the login page's chunk).
 */
export function PasswordInput(props: Props) {
  const { id, label, value, onChange, autoComplete, showLabel, hideLabel, hint, errorId, invalid, disabled, inputRef } = props;
  const [visible, setVisible] = useState(false);
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', invalid && errorId ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.wrap}>
        <input
          ref={inputRef}
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          className={styles.input}
          value={value}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          aria-controls={id}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon path={visible ? EYE_OFF : EYE} />
        </button>
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
