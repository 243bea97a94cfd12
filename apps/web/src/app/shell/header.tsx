import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { TSession } from '@portal/contract';
import { isLanguageForced } from '@portal/domain/shell/language';
import { safeExternalUrl } from '@portal/domain/shell/social';
import { CLOSE } from '../../components/ui/icon-paths.ts';
import { HELP, MENU, MESSAGE } from './shell-icons.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { LanguagePicker } from '../../components/ui/language-picker.tsx';
import { ThemePicker } from './theme-picker.tsx';
import { AcademicYearSelect } from './academic-year-select.tsx';
import { MenuNav } from './menu-nav.tsx';
import { ProfileButton } from './profile-button.tsx';
import { SocialLinks } from './social-links.tsx';
import styles from './header.module.css';

/** The header: institute, year, help, theme, language, messages, profile; then the menu [SHELL-HEAD-1..9]. */
export function Header({ session }: { session: TSession }) {
  const { t } = useTranslation();
  const navId = useId();
  const location = useLocation();
  const [menuFor, setMenuFor] = useState<string | null>(null);
  // The mobile menu closes by itself once the address changes.
  const menuOpen = menuFor === location.pathname;
  const help = safeExternalUrl(session.help_url);

  return (
    <header className={styles.header}>
      <div className={styles.top} data-menu-open={menuOpen}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.menuToggle}`}
          aria-label={t('menu.toggle')}
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuFor(menuOpen ? null : location.pathname)}
        >
          <Icon path={menuOpen ? CLOSE : MENU} />
        </button>
        <Link to="/dashboard" className={styles.brand}>
          {session.institute_logo_url ? <img src={session.institute_logo_url} alt="" className={styles.logo} /> : null}
          <span className={styles.instituteName}>{session.institute_name}</span>
        </Link>
        <SocialLinks session={session} className={styles.social} />
        <div className={styles.tools}>
          {session.is_institute_type_school ? <AcademicYearSelect session={session} /> : null}
          {help ? (
            <a className={styles.iconButton} href={help} target="_blank" rel="noopener noreferrer" aria-label={t('header.help')} title={t('header.help')}>
              <Icon path={HELP} />
            </a>
          ) : null}
          <ThemePicker />
          <LanguagePicker forced={isLanguageForced(session.institute_id)} />
          <Link className={styles.iconButton} to="/messages" aria-label={t('header.messages')} title={t('header.messages')}>
            <Icon path={MESSAGE} />
          </Link>
          <ProfileButton session={session} />
        </div>
      </div>
      <div className={styles.navBar} data-open={menuOpen}>
        <div className={styles.navRow}>
          <MenuNav id={navId} session={session} />
        </div>
      </div>
    </header>
  );
}
