import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_TYPES, photoFileError, stripDataUrlPrefix } from '@portal/domain/profile/photo';
import { getSession, setSession } from '../../../lib/session-store.ts';
import { useProfileSave } from '../api/update-profile.ts';
import { domainTextKey } from '../profile-keys.ts';
import { EditDialog, FieldError } from './edit-dialog.tsx';
import { saveErrorView } from './save-error.ts';
import type { EditDialogProps } from './text-edit-dialog.tsx';
import styles from './edit-dialog.module.css';

type Picked = { dataUrl: string | null; error: string | null };

/** The file as a data URL (its base64 is what is sent; the preview shows it: CSP allows data: images). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** The signed-in session's photo follows a save, so the shell's header button shows it too (it reads session.photo_url). */
function showInHeader(photoUrl: string | null) {
  const session = getSession();
  if (session && session.photo_url !== photoUrl) setSession({ ...session, photo_url: photoUrl });
}

/**
 * The photo popup: JPEG, PNG or WebP of at most 5 MB (decision 020), checked by the domain
 * before the file is read [PROFILE-PHOTO-1]; a preview; the base64 sent without its data-URL
 * prefix [PROFILE-PHOTO-2] (the server checks the content and resizes it); a spinner while it
 * is sent; then 'Profile picture updated successfully' [PROFILE-PHOTO-3] and the new photo in
 * the profile header and the shell's header.
 */
export function PhotoDialog({ target, onClose, onSaved }: EditDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [picked, setPicked] = useState<Picked>({ dataUrl: null, error: null });
  const { save, saving, error, clearError } = useProfileSave(target);
  const failure = saveErrorView(error, t);
  const fieldError = picked.error ?? (failure?.onField ? failure.text : null);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    clearError();
    if (!file) return setPicked({ dataUrl: null, error: null });
    const problem = photoFileError(file);
    if (problem) {
      e.target.value = ''; // The same file chosen again is checked again.
      return setPicked({ dataUrl: null, error: t(domainTextKey(problem)) });
    }
    try {
      setPicked({ dataUrl: await readAsDataUrl(file), error: null });
    } catch {
      setPicked({ dataUrl: null, error: t('profileScreen.photo.unreadable') });
    }
  };

  const submit = async () => {
    if (!picked.dataUrl) return;
    const result = await save({ photo: stripDataUrlPrefix(picked.dataUrl) });
    if (!result.ok) return;
    showInHeader(result.profile.photo_url);
    onSaved(t('profileScreen.saved.photo'), result.profile);
  };

  return (
    <EditDialog
      title={t('profileScreen.edit.photo')}
      saving={saving}
      canSave={picked.dataUrl !== null}
      formError={failure && !failure.onField ? failure.text : null}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <label htmlFor={`${id}-file`} className={styles.label}>
        {t('profileScreen.photo.choose')}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        disabled={saving}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(e) => void choose(e)}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t('profileScreen.photo.limits')}
      </p>
      <FieldError id={`${id}-error`} text={fieldError} />
      {picked.dataUrl ? (
        <div className={styles.preview}>
          <img src={picked.dataUrl} alt={t('profileScreen.photo.preview')} className={styles.previewImage} />
        </div>
      ) : null}
    </EditDialog>
  );
}
