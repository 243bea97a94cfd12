import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStudentProfile } from '@portal/contract';
import { joinedDateText } from '@portal/domain/profile/display';
import { USER } from '../../../components/ui/user-icon.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { CAMERA, LOCK } from '../profile-icons.ts';
import { headerRows } from '../profile-rows.ts';
import { EditButton } from './edit-button.tsx';
import { InfoRows, type EditHandler } from './info-block.tsx';
import styles from './profile-blocks.module.css';

type ProfileHeaderProps = {
  profile: TStudentProfile;
  edit: EditHandler | null;
  onChangePassword: () => void;
};

/**
 * The header [PROFILE-HEAD-1]: photo (or the user icon), name, joined date as DD-MM-YYYY
 * [PROFILE-HEAD-2], contact, email and address with their cuts [PROFILE-CUT-1]; the photo and
 * address edit icons for a student who may edit; Change password for everyone signed in
 * (decision 020, PWD-CHANGE-12 reading A).
 */
export function ProfileHeader({ profile, edit, onChangePassword }: ProfileHeaderProps) {
  const { t } = useTranslation();
  const nameId = useId();
  return (
    <section className={styles.header} aria-labelledby={nameId}>
      <div className={styles.photoWrap}>
        {profile.photo_url ? (
          <img src={profile.photo_url} alt={t('profileScreen.photoOf', { name: profile.name })} className={styles.photo} />
        ) : (
          <span className={styles.photo} role="img" aria-label={t('profileScreen.noPhoto')}>
            <Icon path={USER} size={48} />
          </span>
        )}
        {edit ? <EditButton field="photo" icon={CAMERA} onEdit={edit.onEdit} disabled={edit.busy === 'photo'} className={styles.photoEdit} /> : null}
      </div>
      <div className={styles.headerMain}>
        <h2 id={nameId} className={styles.name}>
          {profile.name}
        </h2>
        <p className={styles.joined}>{t('profileScreen.joined', { date: joinedDateText(profile.join_date) })}</p>
        <InfoRows rows={headerRows(profile)} edit={edit} />
        <div className={styles.actions}>
          <Button onClick={onChangePassword} aria-haspopup="dialog">
            <Icon path={LOCK} size={18} />
            {t('profileScreen.changePassword')}
          </Button>
        </div>
      </div>
    </section>
  );
}
