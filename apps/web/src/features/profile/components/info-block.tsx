import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MISSING } from '@portal/domain/profile/display';
import type { EditField, ProfileRow } from '../profile-rows.ts';
import { CutText } from '../../../components/ui/cut-text.tsx';
import { EditButton } from './edit-button.tsx';
import styles from './profile-blocks.module.css';

export type EditHandler = {
  onEdit: (field: EditField) => void;
  /** The field whose save is still running (its icon waits). */
  busy: EditField | null;
};

/**
 * A value as shown: a cut value opens whole at a tap and is read whole by a screen reader
 * [PROFILE-CUT-1..4] (decision 089).
 */
export function RowValue({ row }: { row: ProfileRow }) {
  return <span className={styles.text}>{row.full ? <CutText full={row.full} cut={row.text} /> : row.text}</span>;
}

/** One labelled row; its edit icon only when the student may edit [PROFILE-EDIT-1/2]. */
export function InfoRow({ row, edit }: { row: ProfileRow; edit: EditHandler | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.row}>
      <dt className={styles.label}>{t(row.label)}</dt>
      <dd className={styles.value}>
        <RowValue row={row} />
        {edit && row.edit ? <EditButton field={row.edit} onEdit={edit.onEdit} disabled={edit.busy === row.edit} /> : null}
      </dd>
    </div>
  );
}

/**
 * Rows of the profile. What is filled in comes first; what is not ('-' [PROFILE-DISP-1], all of
 * it for an open user [PROFILE-EDU-3]) folds into one line naming those fields, which opens to
 * their '-' rows (decision 089). A row the student may edit stays in place even when empty: its
 * edit icon is how it gets filled.
 */
export function InfoRows({ rows, edit }: { rows: ProfileRow[]; edit: EditHandler | null }) {
  const { t } = useTranslation();
  const known = rows.filter((row) => row.text !== MISSING || (edit && row.edit));
  const missing = rows.filter((row) => !known.includes(row));
  const list = (shown: ProfileRow[]) => (
    <dl className={styles.list}>
      {shown.map((row) => (
        <InfoRow key={row.id} row={row} edit={edit} />
      ))}
    </dl>
  );
  return (
    <>
      {known.length ? list(known) : null}
      {missing.length ? (
        <details className={styles.missing}>
          <summary>{t('profileScreen.notFilled', { fields: missing.map((row) => t(row.label)).join(', ') })}</summary>
          {list(missing)}
        </details>
      ) : null}
    </>
  );
}

/** A titled block of the profile (education, profile, parent). */
export function InfoBlock({ title, rows, edit }: { title: string; rows: ProfileRow[]; edit: EditHandler | null }) {
  const id = useId();
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.blockTitle}>
        {title}
      </h2>
      <InfoRows rows={rows} edit={edit} />
    </section>
  );
}
