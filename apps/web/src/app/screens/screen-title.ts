import { wordKey } from '@portal/domain/shell/wording';

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
