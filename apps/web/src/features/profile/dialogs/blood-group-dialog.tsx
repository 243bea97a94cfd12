import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOOD_GROUPS, isBloodGroup, validateBloodGroup, type FieldEditError } from '@portal/domain/profile/field-edits';
import { RadioList } from '../../../components/ui/radio-list.tsx';
import { useProfileSave } from '../api/update-profile.ts';
import { domainTextKey } from '../profile-keys.ts';
import { EditDialog, FieldError } from './edit-dialog.tsx';
import { saveErrorView } from './save-error.ts';
import type { EditDialogProps } from './text-edit-dialog.tsx';
import styles from './edit-dialog.module.css';

const OPTIONS = BLOOD_GROUPS.map((group) => ({ value: group, label: group }));

/**
 * The blood-group popup: the eight groups as radio buttons, the current one chosen
 * [PROFILE-BG-1]; Save without a choice says so (decision 020). Success: 'Bloodgroup Updated
 * Successfully' [PROFILE-BG-2] (spelling corrected, README 'Spelling').
 */
export function BloodGroupDialog({ profile, target, onClose, onSaved }: EditDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState<string | null>(() => (profile.blood_group && isBloodGroup(profile.blood_group) ? profile.blood_group : null));
  const [checkError, setCheckError] = useState<FieldEditError | null>(null);
  const { save, saving, error, clearError } = useProfileSave(target);
  const failure = saveErrorView(error, t);
  const fieldError = checkError ? t(domainTextKey(checkError)) : failure?.onField ? failure.text : null;

  const submit = async () => {
    const problem = validateBloodGroup(value);
    setCheckError(problem);
    if (problem || value === null) return;
    const result = await save({ blood_group: value });
    if (result.ok) onSaved(t('profileScreen.saved.bloodGroup'), result.profile);
  };

  return (
    <EditDialog title={t('profileScreen.edit.bloodGroup')} saving={saving} formError={failure && !failure.onField ? failure.text : null} onSubmit={() => void submit()} onClose={onClose}>
      <p id={`${id}-label`} className={styles.label}>
        {t('profileScreen.label.bloodGroup')}
      </p>
      <div className={styles.groups}>
        <RadioList
          name={`${id}-group`}
          labelledBy={`${id}-label`}
          options={OPTIONS}
          value={value}
          onChange={(next) => {
            setValue(next);
            setCheckError(null);
            clearError();
          }}
        />
      </div>
      <FieldError id={`${id}-error`} text={fieldError} />
    </EditDialog>
  );
}
