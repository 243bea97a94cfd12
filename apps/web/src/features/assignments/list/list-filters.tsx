import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ANY_STATUS, statusFilterOptions, type AssignmentTab, type StatusFilter } from '@portal/domain/assignments/list';
import { STATUS_KEYS } from '../status-text.ts';
import styles from './list-filters.module.css';

export type ListFilter = { status: StatusFilter; search: string };

type Props = { tab: AssignmentTab; value: ListFilter; onChange: (next: ListFilter) => void; isSchool: boolean };

/**
 * The status dropdown of the tab [ASSIGN-FILTER-1/2] ('Select status' = no filter) and the
 * search box [ASSIGN-SEARCH-1/2]; both apply together [ASSIGN-FILTER-4] (decision 025).
 */
export function ListFilters({ tab, value, onChange, isSchool }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.filters}>
      <div className={styles.field}>
        <label htmlFor={`${id}-status`} className={styles.label}>
          {t('assign.filter.status')}
        </label>
        <select
          id={`${id}-status`}
          className={styles.select}
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value as StatusFilter })}
        >
          {statusFilterOptions(tab).map((status) => (
            <option key={status} value={status}>
              {status === ANY_STATUS ? t('assign.filter.any') : t(STATUS_KEYS[status])}
            </option>
          ))}
        </select>
      </div>
      <div className={`${styles.field} ${styles.grow}`}>
        <label htmlFor={`${id}-search`} className={styles.label}>
          {t(isSchool ? 'assign.filter.searchSchool' : 'assign.filter.search')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className={styles.input}
          value={value.search}
          placeholder={t('assign.filter.placeholder')}
          onChange={(e) => onChange({ ...value, search: e.target.value })}
        />
      </div>
    </div>
  );
}
