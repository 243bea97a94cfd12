import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeesYear } from '@portal/domain/fees/fees-year';
import styles from './year-select.module.css';

type Props = { years: readonly FeesYear[]; value: number; onChange: (yearId: number) => void };

/** The academic-year dropdown, shown when the year list is non-empty [FEES-AY-1]; a choice reloads [FEES-AY-5]. */
export function YearSelect({ years, value, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className={styles.label}>
        {t('fees.year')}
      </label>
      <select id={id} className={styles.select} value={String(value)} onChange={(e) => onChange(Number(e.target.value))}>
        {years.map((y) => (
          <option key={y.inst_acad_year_id} value={y.inst_acad_year_id}>
            {y.inst_acad_year}
          </option>
        ))}
      </select>
    </div>
  );
}
