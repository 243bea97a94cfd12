import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@portal/contract';
import { USER } from '../../components/ui/user-icon.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { ProfilePopup } from './profile-popup.tsx';
import styles from './profile-button.module.css';

/** The profile photo button opening the profile popup [SHELL-HEAD-9]. */
export function ProfileButton({ session }: { session: TSession }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label={t('header.profile')}
        aria-haspopup="dialog"
        aria-expanded={open}
        title={t('header.profile')}
        onClick={() => setOpen(true)}
      >
        {session.photo_url ? <img src={session.photo_url} alt="" className={styles.photo} /> : <Icon path={USER} />}
      </button>
      {open ? <ProfilePopup session={session} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
