import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EYE, EYE_OFF } from '../ui/icon-paths.ts';
import { Icon } from '../ui/icon.tsx';
import styles from './login-form.module.css';

type Props = { id: string; value: string; onChange: (value: string) => void; disabled?: boolean };

/** The password with a show/hide toggle [LOGIN-SCREEN-4]. */
export function PasswordField({ id, value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('login.password')}
      </label>
      <div className={styles.inputWrap}>
        <input
          id={id}
          name="password"
          type={visible ? 'text' : 'password'}
          autoComplete="current-password"
          className={`${styles.input} ${styles.withToggle}`}
          placeholder={t('login.passwordPlaceholder')}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={t(visible ? 'login.hidePassword' : 'login.showPassword')}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon path={visible ? EYE_OFF : EYE} />
        </button>
      </div>
    </div>
  );
}
