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
import { NARROW_SCREEN, useMediaQuery } from '../../lib/use-media-query.ts';
import { ThemePicker } from './theme-picker.tsx';
import { AcademicYearSelect } from './academic-year-select.tsx';
import { MenuNav } from './menu-nav.tsx';
import { ProfileButton } from './profile-button.tsx';
import { SocialLinks } from './social-links.tsx';
import styles from './header.module.css';

/**
 * The header: institute, year, help, theme, language, messages, profile; then the menu
 * [SHELL-HEAD-1..9]. On a phone it is one row (Menu, name, theme, language, messages, profile):
 * the year, help, the social links and the whole institute name move into the Menu panel,
 * which is part of the header (decision 088).
 */
export function Header({ session }: { session: TSession }) {
  const { t } = useTranslation();
  const navId = useId();
  const location = useLocation();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [menuFor, setMenuFor] = useState<string | null>(null);
  // The mobile menu closes by itself once the address changes.
  const menuOpen = menuFor === location.pathname;
  const help = safeExternalUrl(session.help_url);
  const year = session.is_institute_type_school ? <AcademicYearSelect session={session} /> : null;
  const helpLink = help ? (
    <a className={narrow ? styles.panelLink : styles.iconButton} href={help} target="_blank" rel="noopener noreferrer" aria-label={narrow ? undefined : t('header.help')} title={narrow ? undefined : t('header.help')}>
      <Icon path={HELP} />
      {narrow ? t('header.help') : null}
    </a>
  ) : null;

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
        {narrow ? null : <SocialLinks session={session} />}
        <div className={styles.tools}>
          {narrow ? null : year}
          {narrow ? null : helpLink}
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
          {narrow ? (
            <div className={styles.panelTools}>
              {/* The whole name, which the one-row header may cut; a screen reader has it in the Home link. */}
              <p className={styles.panelName} aria-hidden="true">
                {session.institute_name}
              </p>
              {year}
              {helpLink}
            </div>
          ) : null}
          <MenuNav id={navId} session={session} />
          {narrow ? <SocialLinks session={session} className={styles.panelSocial} /> : null}
        </div>
      </div>
    </header>
  );
}
