import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { wordKey } from '@portal/domain/shell/wording';
import { useSession } from './session-store.ts';

/** The i18n key of the title of each protected route [ROUTE-SCREEN-1] [ROUTE-SCREEN-2]. */
export function screenTitleKey(route: string, isSchool: boolean): string {
  switch (route) {
    case '/dashboard':
    case '/announcement':
      return 'screen.dashboard';
    case '/messages':
    case '/Messages':
      return 'screen.messages';
    case '/profile':
    case '/Profile':
      return 'screen.profile';
    case '/assignment':
    case '/assignment/:fileId':
      return wordKey('assignments', isSchool);
    case '/product':
    case '/product/:id':
      return 'menu.product';
    default:
      return `menu.${route.slice(1)}`;
  }
}

/**
 * The translated title of a protected route, also set as the browser tab's title with the
 * institute's name, so every screen names itself the same way.
 */
export function useScreenTitle(route: string): string {
  const { t } = useTranslation();
  const session = useSession();
  const title = t(screenTitleKey(route, session?.is_institute_type_school ?? false));
  useEffect(() => {
    document.title = [title, session?.institute_name].filter(Boolean).join(' · ');
  }, [title, session?.institute_name]);
  return title;
}
