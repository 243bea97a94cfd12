import { useTranslation } from 'react-i18next';
import { stripSpaces } from '@portal/domain/auth/login-validation';
import styles from './login-form.module.css';

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** An example under the field: wraps on a phone where a placeholder was cut off, stays while typing. */
  hint?: string;
};

/** Email or phone number: spaces dropped as typed [LOGIN-SCREEN-3]; used by the login page and the panel's sign-in. */
export function UserNameField({ id, value, onChange, hint }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('login.userName')}
      </label>
      <input
        id={id}
        name="user_name"
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        className={styles.input}
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={value}
        onChange={(e) => onChange(stripSpaces(e.target.value))}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
