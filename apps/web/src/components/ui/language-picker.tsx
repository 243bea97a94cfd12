import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '@portal/domain/shell/language';
import { chooseLanguage } from '../../lib/i18n.ts';
import { GLOBE } from './icon-paths.ts';
import { Icon } from './icon.tsx';
import { MenuButton } from './menu-button.tsx';

/**
 * The language picker (English, Français, हिन्दी, Deutsch), each name in its own language;
 * disabled where the institute forces French [SHELL-LANG-1] [SHELL-LANG-3] (decision 006).
 */
export function LanguagePicker({ forced = false }: { forced?: boolean }) {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <MenuButton<Language>
      label={t('header.language')}
      title={forced ? t('header.languageForced') : undefined}
      icon={<Icon path={GLOBE} />}
      badge={current.toUpperCase()}
      options={LANGUAGES.map((value) => ({ value, label: t(`language.${value}`), lang: value }))}
      value={current}
      onSelect={(value) => void chooseLanguage(value)}
      disabled={forced}
    />
  );
}
