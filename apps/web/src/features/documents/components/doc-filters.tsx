import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DOC_TYPES, type DocType } from '@portal/domain/documents/doc-types';
import type { DocFilterOption } from '@portal/domain/documents/doc-filters';
import { Button } from '../../../components/ui/button.tsx';
import styles from './doc-filters.module.css';

type Props = {
  openUser: boolean;
  options: readonly DocFilterOption[];
  subject: number | null;
  type: DocType | null;
  onSubject: (id: number) => void;
  onType: (type: DocType | null) => void;
  onReset: () => void;
};

const ANY = '';

/**
 * The filter bar [DOC-FILTER-1..7]: the subject (a course for open users), the document type
 * ('All types' = no type filter; Vimeo read as 'Video'), labels cut at 15 with the whole one in
 * a title, and a reset of both.
 */
export function DocFilters({ openUser, options, subject, type, onSubject, onType, onReset }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = options.find((o) => o.id === subject);
  return (
    <div className={styles.filters}>
      <div className={styles.field}>
        <label htmlFor={`${id}-subject`} className={styles.label}>
          {t(openUser ? 'documents.filter.course' : 'documents.filter.subject')}
        </label>
        <select id={`${id}-subject`} className={styles.select} value={subject ?? ''} title={chosen?.label} onChange={(e) => onSubject(Number(e.target.value))} disabled={options.length === 0}>
          {options.map((o) => (
            <option key={o.id} value={o.id} title={o.label}>
              {o.shown}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-type`} className={styles.label}>
          {t('documents.filter.type')}
        </label>
        <select id={`${id}-type`} className={styles.select} value={type ?? ANY} onChange={(e) => onType(e.target.value === ANY ? null : (e.target.value as DocType))}>
          <option value={ANY}>{t('documents.filter.anyType')}</option>
          {DOC_TYPES.map((d) => (
            <option key={d} value={d}>
              {t(`documents.type.${d}`)}
            </option>
          ))}
        </select>
      </div>
      <Button variant="secondary" className={styles.reset} onClick={onReset}>
        {t('documents.filter.reset')}
      </Button>
    </div>
  );
}
