import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSession } from '@portal/contract';
import { isParentLogin } from '@portal/domain/shell/user-role';
import { safeExternalUrl } from '@portal/domain/shell/social';
import { Button } from '../../components/ui/button.tsx';
import { LOGOUT } from './shell-icons.ts';
import { USER } from '../../components/ui/user-icon.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useLogout } from '../../lib/session/use-logout.ts';
import styles from './profile-popup.module.css';

function phoneText(session: TSession): string | null {
  if (!session.phone_no) return null;
  const code = session.country_calling_code.replace(/^\+/, '');
  return code ? `+${code} ${session.phone_no}` : session.phone_no;
}

/**
 * The profile popup: photo, name and id (the parent's on a parent login), phone, Profile,
 * Logout, and the institute's privacy and terms links when set [SHELL-POPUP-1..7].
 */
export function ProfilePopup({ session, onClose }: { session: TSession; onClose: () => void }) {
  const { t } = useTranslation();
  const { logout, pending } = useLogout();
  const parent = isParentLogin(session.user_type);
  const name = parent ? (session.parent_name ?? session.name) : session.name;
  const id = parent ? session.parent_id : session.student_display_id;
  const phone = phoneText(session);
  const privacy = safeExternalUrl(session.privacy_policy_url);
  const terms = safeExternalUrl(session.terms_and_condition_url);

  return (
    <Dialog title={t('profile.title')} onClose={onClose} dismissOnBackdrop className={styles.popup}>
      <div className={styles.person}>
        <span className={styles.photo}>
          {session.photo_url ? <img src={session.photo_url} alt="" /> : <Icon path={USER} size={32} />}
        </span>
        <div className={styles.who}>
          <p className={styles.name}>{name}</p>
          {id !== null && id !== undefined && id !== '' ? (
            <p className={styles.meta}>
              {t('profile.id')}: <span>{id}</span>
            </p>
          ) : null}
          {phone ? (
            <p className={styles.meta}>
              {t('profile.phone')}: <span>{phone}</span>
            </p>
          ) : null}
        </div>
      </div>
      <Link to="/Profile" className={styles.profileLink} onClick={onClose}>
        {t('profile.link')}
      </Link>
      {privacy || terms ? (
        <ul className={styles.legal}>
          {privacy ? (
            <li>
              <a href={privacy} target="_blank" rel="noopener noreferrer">
                {t('profile.privacy')}
              </a>
            </li>
          ) : null}
          {terms ? (
            <li>
              <a href={terms} target="_blank" rel="noopener noreferrer">
                {t('profile.terms')}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      <Button block disabled={pending} onClick={() => void logout()}>
        <Icon path={LOGOUT} size={18} />
        {t('profile.logout')}
      </Button>
    </Dialog>
  );
}
