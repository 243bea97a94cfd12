import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { TStudentProfile } from '@portal/contract';
import type { DobSelection } from '@portal/domain/profile/date-of-birth';
import { showToast } from '../../lib/toast-store.ts';
import { profileKey } from './api/get-student-detail.ts';
import { useProfileSave } from './api/update-profile.ts';
import { InfoBlock, type EditHandler } from './components/info-block.tsx';
import { ProfileHeader } from './components/profile-header.tsx';
import { DobDialog } from './dialogs/dob-dialog.tsx';
import { BloodGroupDialog } from './dialogs/blood-group-dialog.tsx';
import { PhotoDialog } from './dialogs/photo-dialog.tsx';
import { saveErrorView } from './dialogs/save-error.ts';
import { AddressDialog, BirthPlaceDialog } from './dialogs/text-edit-dialog.tsx';
import { mayEditProfile, type ProfileContext } from './profile-context.ts';
import { detailRows, educationRows, parentRows, type EditField } from './profile-rows.ts';
import styles from './components/profile-blocks.module.css';

// The password dialogs (components/password); loaded when the button is used.
const ChangePasswordDialog = lazy(() => import('../../components/password/change-password-dialog.tsx').then((m) => ({ default: m.ChangePasswordDialog })));

type Open = EditField | 'password' | null;
/** The date-of-birth popup brought back after a failed save, with the parts chosen and why. */
type DobRetry = { selection: DobSelection; error: string | null };

/**
 * The date-of-birth save: the popup has closed at once [PROFILE-EDIT-7], the new date shows at
 * once, and the server's saved profile replaces it; a failed save puts the old date back and
 * reopens the popup with the chosen parts and the server's message (nothing chosen is lost).
 */
function useDobSave(ctx: ProfileContext, reopen: (retry: DobRetry) => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { save, saving } = useProfileSave(ctx.target);
  const submit = useCallback(
    async (value: string, selection: DobSelection) => {
      if (!ctx.target) return;
      const key = profileKey(ctx.target.instituteId, ctx.target.studentId);
      const before = client.getQueryData<TStudentProfile>(key);
      if (before) client.setQueryData<TStudentProfile>(key, { ...before, dob: value });
      const result = await save({ dob: value });
      if (result.ok) {
        showToast(t('profileScreen.saved.dob'), 'success'); // [PROFILE-DOB-9]
        return;
      }
      if (before) client.setQueryData<TStudentProfile>(key, before);
      const failure = saveErrorView(result.error, t);
      if (failure) reopen({ selection, error: failure.text });
    },
    [client, ctx.target, reopen, save, t],
  );
  return { submit, saving };
}

/**
 * The profile: header, education, profile and parent blocks with the institute type's labels
 * [PROFILE-HEAD-*] [PROFILE-EDU-*] [PROFILE-BLOCK-*] [PROFILE-PARENT-*]; each edit icon opens its
 * own popup [PROFILE-EDIT-4/5]; a save closes it, shows the saved value and a success toast
 * [PROFILE-EDIT-6].
 */
export function ProfileView({ profile, ctx }: { profile: TStudentProfile; ctx: ProfileContext }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const [dobRetry, setDobRetry] = useState<DobRetry | null>(null);
  const reopenDob = useCallback((retry: DobRetry) => {
    setDobRetry(retry);
    setOpen('dob');
  }, []);
  const dob = useDobSave(ctx, reopenDob);

  const target = ctx.target;
  const editable = mayEditProfile(ctx, profile);
  const edit: EditHandler | null = editable ? { onEdit: setOpen, busy: dob.saving ? 'dob' : null } : null;
  const close = () => {
    setOpen(null);
    setDobRetry(null);
  };
  const saved = (message: string) => {
    close();
    showToast(message, 'success');
  };
  const dialogProps = target ? { profile, target, onClose: close, onSaved: saved } : null;

  return (
    <>
      <ProfileHeader profile={profile} edit={edit} onChangePassword={() => setOpen('password')} />
      <div className={styles.blocks}>
        <InfoBlock title={t('profileScreen.blocks.education')} rows={educationRows(profile, ctx.isSchool)} edit={edit} />
        <InfoBlock title={t('profileScreen.blocks.profile')} rows={detailRows(profile, ctx.isSchool)} edit={edit} />
        <InfoBlock title={t('profileScreen.blocks.parent')} rows={parentRows(profile, ctx.isSchool)} edit={edit} />
      </div>
      {editable && dialogProps ? (
        <>
          {open === 'address' ? <AddressDialog {...dialogProps} /> : null}
          {open === 'birthPlace' ? <BirthPlaceDialog {...dialogProps} /> : null}
          {open === 'bloodGroup' ? <BloodGroupDialog {...dialogProps} /> : null}
          {open === 'photo' ? <PhotoDialog {...dialogProps} /> : null}
          {open === 'dob' ? (
            <DobDialog
              stored={profile.dob}
              today={ctx.today}
              initial={dobRetry?.selection}
              initialError={dobRetry?.error}
              onClose={close}
              onSubmit={(value, selection) => {
                close();
                void dob.submit(value, selection);
              }}
            />
          ) : null}
        </>
      ) : null}
      {open === 'password' ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
