import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStudentProfile } from '@portal/contract';
import { ADDRESS_MAX, BIRTH_PLACE_MAX, normalizeProfileText, truncateAddress, validateAddress, validateBirthPlace, type FieldEditError } from '@portal/domain/profile/field-edits';
import { useProfileSave } from '../api/update-profile.ts';
import type { ProfileTarget } from '../profile-context.ts';
import { domainTextKey } from '../profile-keys.ts';
import { EditDialog, FieldError } from './edit-dialog.tsx';
import { saveErrorView } from './save-error.ts';
import styles from './edit-dialog.module.css';

type TextEditConfig = {
  /** The request's field [API-PROFILE-2]. */
  field: 'address' | 'birth_place';
  title: string;
  label: string;
  max: number;
  multiline: boolean;
  /** Applied to each keystroke (the address is cut to 119 as typed) [PROFILE-ADDR-1]. */
  onType: (text: string) => string;
  validate: (text: string) => FieldEditError | null;
  saved: string;
  initial: (profile: TStudentProfile) => string;
};

export type EditDialogProps = {
  profile: TStudentProfile;
  target: ProfileTarget;
  onClose: () => void;
  /** Closes the popup and shows the success text as a toast. */
  onSaved: (message: string, profile: TStudentProfile) => void;
};

const codePoints = (text: string) => Array.from(text).length;

/**
 * A one-text popup: the current value to start from, a counter, the domain's check before
 * sending, the normalised text sent; a refused save keeps the text and shows why under it.
 */
function TextEditDialog({ config, profile, target, onClose, onSaved }: EditDialogProps & { config: TextEditConfig }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(() => config.onType(config.initial(profile)));
  const [checkError, setCheckError] = useState<FieldEditError | null>(null);
  const { save, saving, error, clearError } = useProfileSave(target);
  const failure = saveErrorView(error, t);
  const fieldError = checkError ? t(domainTextKey(checkError)) : failure?.onField ? failure.text : null;

  // A message answers the text it was about: typing again clears it.
  const type = (text: string) => {
    setValue(config.onType(text));
    setCheckError(null);
    clearError();
  };

  const submit = async () => {
    const problem = config.validate(value);
    setCheckError(problem);
    if (problem) return;
    const result = await save({ [config.field]: normalizeProfileText(value) });
    if (result.ok) onSaved(t(config.saved), result.profile);
  };

  const control = {
    id: `${id}-input`,
    className: styles.input,
    value,
    autoComplete: 'off',
    'aria-invalid': fieldError ? true : undefined,
    'aria-describedby': fieldError ? `${id}-count ${id}-error` : `${id}-count`,
  };
  return (
    <EditDialog title={t(config.title)} saving={saving} formError={failure && !failure.onField ? failure.text : null} onSubmit={() => void submit()} onClose={onClose}>
      <label htmlFor={control.id} className={styles.label}>
        {t(config.label)}
      </label>
      {config.multiline ? (
        <textarea {...control} rows={4} onChange={(e) => type(e.target.value)} />
      ) : (
        <input {...control} type="text" onChange={(e) => type(e.target.value)} />
      )}
      <p id={`${id}-count`} className={styles.hint}>
        {t('profileScreen.counter', { used: codePoints(value), max: config.max })}
      </p>
      <FieldError id={`${id}-error`} text={fieldError} />
    </EditDialog>
  );
}

const ADDRESS: TextEditConfig = {
  field: 'address',
  title: 'profileScreen.edit.address',
  label: 'profileScreen.label.address',
  max: ADDRESS_MAX,
  multiline: true,
  onType: truncateAddress,
  validate: validateAddress,
  saved: 'profileScreen.saved.address',
  initial: (p) => p.current_address ?? '',
};

/** Birth place: no cut while typing, so a longer text meets the check's message [PROFILE-BP-1]. */
const BIRTH_PLACE: TextEditConfig = {
  field: 'birth_place',
  title: 'profileScreen.edit.birthPlace',
  label: 'profileScreen.label.birthPlace',
  max: BIRTH_PLACE_MAX,
  multiline: false,
  onType: (text) => text,
  validate: validateBirthPlace,
  saved: 'profileScreen.saved.birthPlace',
  initial: (p) => p.birth_place ?? '',
};

/** The address popup: at most 119 characters, longer input cut as typed [PROFILE-ADDR-1/2]. */
export function AddressDialog(props: EditDialogProps) {
  return <TextEditDialog config={ADDRESS} {...props} />;
}

/** The birth-place popup: at most 20 characters [PROFILE-BP-1/2]. */
export function BirthPlaceDialog(props: EditDialogProps) {
  return <TextEditDialog config={BIRTH_PLACE} {...props} />;
}
