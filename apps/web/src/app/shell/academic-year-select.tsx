import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TSession } from '@portal/contract';
import { switchAcademicYear } from '../../lib/session/api/switch-academic-year.ts';
import { setSession } from '../../lib/session-store.ts';
import styles from './academic-year-select.module.css';

export const SWITCH_NAVIGATE_DELAY_MS = 400;

/**
 * The school's academic-year dropdown, listing only the student's years [SHELL-HEAD-2] [SHELL-HEAD-3].
 * A choice switches the session's year, then goes to /dashboard after 400 ms and reloads the data
 * [SHELL-HEAD-4] [SESSION-AY-2] [SESSION-AY-4].
 */
export function AcademicYearSelect({ session }: { session: TSession }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const mutation = useMutation({
    mutationFn: switchAcademicYear,
    onSuccess: (updated) => {
      setSession(updated);
      timer.current = setTimeout(() => {
        void navigate('/dashboard');
        void client.invalidateQueries();
      }, SWITCH_NAVIGATE_DELAY_MS);
    },
  });

  const years = session.student_acad_year;
  const current = years.some((y) => y.acad_yr_id === session.acad_yr_id) ? String(session.acad_yr_id) : '';
  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className={styles.label}>
        {t('header.academicYear')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={current}
        disabled={mutation.isPending}
        onChange={(e) => mutation.mutate(Number(e.target.value))}
      >
        {current === '' ? <option value="" disabled>—</option> : null}
        {years.map((y) => (
          <option key={y.acad_yr_id} value={y.acad_yr_id}>
            {y.acad_yr_name}
          </option>
        ))}
      </select>
    </div>
  );
}
