import { useTranslation } from 'react-i18next';
import { THEMES, type Theme } from '@portal/domain/shell/theme';
import { chooseTheme, useTheme } from '../../lib/theme.ts';
import { PALETTE } from './shell-icons.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { MenuButton } from '../../components/ui/menu-button.tsx';

/** The theme picker: Light, Dark, Blue, Purple [SHELL-HEAD-6] [SHELL-THEME-1..5]. */
export function ThemePicker() {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <MenuButton<Theme>
      label={t('header.theme')}
      icon={<Icon path={PALETTE} />}
      options={THEMES.map((value) => ({ value, label: t(`theme.${value}`) }))}
      value={theme}
      onSelect={chooseTheme}
    />
  );
}
