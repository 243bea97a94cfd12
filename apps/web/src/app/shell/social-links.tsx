import { useTranslation } from 'react-i18next';
import type { TSession } from '@portal/contract';
import { socialLinks, type SocialKind } from '@portal/domain/shell/social';
import { FACEBOOK, INSTAGRAM, LINKEDIN, TWITTER, WHATSAPP, YOUTUBE } from './shell-icons.ts';
import { Icon } from '../../components/ui/icon.tsx';
import styles from './social-links.module.css';

const ICONS: Record<SocialKind, string> = {
  twitter: TWITTER,
  facebook: FACEBOOK,
  linkedin: LINKEDIN,
  whatsapp: WHATSAPP,
  youtube: YOUTUBE,
  instagram: INSTAGRAM,
};

/** The institute's social pages, each only when set, https:// added when missing [SHELL-SOCIAL-1..3]. */
export function SocialLinks({ session, className }: { session: TSession; className?: string }) {
  const { t } = useTranslation();
  const links = socialLinks({
    twitter: session.inst_set_up.twitter_url,
    facebook: session.fg_page_url,
    linkedin: session.linkedin_url,
    whatsapp: session.whatsapp_url,
    youtube: session.youtube_url,
    instagram: session.instagram_url,
  });
  if (links.length === 0) return null;
  return (
    <ul className={`${styles.list} ${className ?? ''}`} aria-label={t('header.social')}>
      {links.map(({ kind, href }) => (
        <li key={kind}>
          <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer" aria-label={t(`social.${kind}`)} title={t(`social.${kind}`)}>
            <Icon path={ICONS[kind]} size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
