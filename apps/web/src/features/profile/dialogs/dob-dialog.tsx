import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOB_DAY_CHOICES, DOB_MONTH_CHOICES, dobFromSelection, dobYearChoices, parseStoredDob, type Choice, type DobSelection } from '@portal/domain/profile/date-of-birth';
import { profileDobText } from '@portal/domain/profile/display';
import { domainTextKey } from '../profile-keys.ts';
import { EditDialog, FieldError } from './edit-dialog.tsx';
import styles from './edit-dialog.module.css';

type Part = keyof DobSelection;

type DobDialogProps = {
  /** The stored date of birth, merged with the parts not chosen [PROFILE-DOB-2]. */
  stored: string | null;
  /** Today in the user's zone, 'YYYY-MM-DD' [PROFILE-DOB-1/6]. */
  today: string;
  /** The parts chosen before, when a failed save brings the popup back; else the stored date. */
  initial?: DobSelection;
  initialError?: string | null;
  /** Called with the checked 'YYYY-MM-DD' value [PROFILE-DOB-8]; the caller closes the popup at once [PROFILE-EDIT-7]. */
  onSubmit: (value: string, selection: DobSelection) => void;
  onClose: () => void;
};

function DobSelect({ id, label, part, choices, value, unchosen, invalid, describedBy, onChange }: {
  id: string;
  label: string;
  part: Part;
  choices: readonly Choice[];
  value: number | null | undefined;
  unchosen: string;
  invalid: boolean;
  describedBy: string;
  onChange: (part: Part, value: number | null) => void;
}) {
  return (
    <div className={styles.selectField}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={styles.input}
        value={value ?? ''}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(part, e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">{unchosen}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The stored date as the selects' starting choice, so the popup opens on the current date and
 * not on 'Choose' (decision 089); a year the list does not offer (before 1970) stays unchosen.
 */
function storedSelection(stored: string | null, years: readonly Choice[]): DobSelection {
  const parts = parseStoredDob(stored);
  if (!parts) return {};
  return { day: parts.day, month: parts.month, year: years.some((y) => y.value === parts.year) ? parts.year : null };
}

/**
 * The date-of-birth popup: day 01-31, month 1-12 and year 1970 to this year [PROFILE-DOB-1];
 * a part not chosen keeps the stored one [PROFILE-DOB-2]; the domain's checks and messages,
 * first failure wins [PROFILE-DOB-3..7]. Nothing is sent until they pass.
 */
export function DobDialog({ stored, today, initial, initialError = null, onSubmit, onClose }: DobDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const years = useMemo(() => dobYearChoices(today), [today]);
  const [selection, setSelection] = useState<DobSelection>(() => initial ?? storedSelection(stored, years));
  const [error, setError] = useState<string | null>(initialError);
  const current = profileDobText(stored);
  const hasCurrent = current !== '-';

  const change = (part: Part, value: number | null) => {
    setSelection((s) => ({ ...s, [part]: value }));
    setError(null);
  };
  const submit = () => {
    const result = dobFromSelection(stored, selection, today);
    if (result.ok) onSubmit(result.value, selection);
    else setError(t(domainTextKey(result.error)));
  };
  const select = (part: Part, label: string, choices: readonly Choice[]) => (
    <DobSelect
      id={`${id}-${part}`}
      label={label}
      part={part}
      choices={choices}
      value={selection[part]}
      unchosen={t('profileScreen.dob.unchosen')}
      invalid={error !== null}
      describedBy={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      onChange={change}
    />
  );

  return (
    <EditDialog title={t('profileScreen.edit.dob')} saving={false} onSubmit={submit} onClose={onClose}>
      <p id={`${id}-hint`} className={styles.hint}>
        {hasCurrent ? t('profileScreen.dob.current', { date: current }) : t('profileScreen.dob.none')}
      </p>
      <fieldset className={styles.selects}>
        <legend>{t('profileScreen.label.dob')}</legend>
        {select('day', t('profileScreen.dob.day'), DOB_DAY_CHOICES)}
        {select('month', t('profileScreen.dob.month'), DOB_MONTH_CHOICES)}
        {select('year', t('profileScreen.dob.year'), years)}
      </fieldset>
      <FieldError id={`${id}-error`} text={error} />
    </EditDialog>
  );
}
