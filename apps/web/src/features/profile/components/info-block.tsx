import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditField, ProfileRow } from '../profile-rows.ts';
import { EditButton } from './edit-button.tsx';
import styles from './profile-blocks.module.css';

export type EditHandler = {
  onEdit: (field: EditField) => void;
  /** The field whose save is still running (its icon waits). */
  busy: EditField | null;
};

/**
 * A value as shown: a cut value keeps its whole text in a title and for screen readers
 * [PROFILE-CUT-1..4] (the visible '…' text is hidden from them, so it is read once, whole).
 */
export function RowValue({ row }: { row: ProfileRow }) {
  if (!row.full) return <span className={styles.text}>{row.text}</span>;
  return (
    <>
      <span className={styles.text} title={row.full} aria-hidden="true">
        {row.text}
      </span>
      <span className="sr-only">{row.full}</span>
    </>
  );
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

/** A titled block of the profile (education, profile, parent). */
export function InfoBlock({ title, rows, edit }: { title: string; rows: ProfileRow[]; edit: EditHandler | null }) {
  const id = useId();
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.blockTitle}>
        {title}
      </h2>
      <dl className={styles.list}>
        {rows.map((row) => (
          <InfoRow key={row.id} row={row} edit={edit} />
        ))}
      </dl>
    </section>
  );
}
