import { useTranslation } from 'react-i18next';
import styles from './fees-empty.module.css';

/** 'no data available' with an illustration [FEES-EMPTY-1]: an empty receipt, drawn in the theme's colours. */
export function FeesEmpty() {
  const { t } = useTranslation();
  return (
    <div className={styles.empty}>
      <svg className={styles.art} width="120" height="96" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
        <ellipse cx="60" cy="88" rx="44" ry="6" className={styles.shadow} />
        <path d="M32 8h56v72l-7-5-7 5-7-5-7 5-7-5-7 5-7-5-7 5z" className={styles.paper} />
        <path d="M42 26h36 M42 38h36 M42 50h22" className={styles.lines} />
        <circle cx="84" cy="58" r="12" className={styles.lens} />
        <path d="M93 67l9 9" className={styles.lines} />
      </svg>
      <p className={styles.text}>{t('fees.empty')}</p>
    </div>
  );
}
