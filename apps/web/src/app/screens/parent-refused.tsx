import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ScreenFrame, ScreenHeading } from '../../components/ui/screen-frame.tsx';
import { useScreenTexts } from '../../lib/screen-texts.ts';
import { useScreenTitle } from '../../lib/screen-title.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { LOCK } from './screen-icons.ts';

/**
 * A screen the menu hides from parents, opened by its address (Study Materials, Documents
 * [SHELL-MENU-3] [SHELL-MENU-7]): said plainly under the screen's title, with no call made
 * (the server refuses a parent's session there too).
 */
export function ParentRefused({ route }: { route: string }) {
  const { t } = useTranslation();
  const title = useScreenTitle(route);
  // Its words are in the signed-in screens' common texts, not the login page's file.
  const ready = useScreenTexts('common');
  return (
    <ScreenFrame>
      <ScreenHeading title={title} />
      {ready ? <EmptyState icon={LOCK} title={t('refused.notForParents')} text={t('refused.notForParentsHint')} /> : <Spinner label={t('common.loading')} />}
    </ScreenFrame>
  );
}
