import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { TSession } from '@portal/contract';
import { activeMenuKey, menuItems, type MenuKey } from '@portal/domain/shell/menu';
import { wordKey } from '@portal/domain/shell/wording';
import styles from './menu-nav.module.css';

/** The label key of a menu entry; assignments say Homework at schools [SHELL-MENU-10] [SHELL-WORD-1]. */
function labelKey(key: MenuKey, isSchool: boolean): string {
  return key === 'assignment' ? wordKey('assignments', isSchool) : `menu.${key}`;
}

/** The header menu, its entries and order from the domain rules [SHELL-MENU-1..14] [SHELL-SHORT-1/2] [SHELL-ACTIVE-1..3]. */
export function MenuNav({ id, session }: { id: string; session: TSession }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = menuItems({
    userType: session.user_type,
    isSchool: session.is_institute_type_school,
    settings: session.inst_set_up,
    enableOnlineAssignment: session.enable_online_assignment_feature,
  });
  const active = activeMenuKey(pathname, items);
  return (
    <nav id={id} aria-label={t('menu.label')} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.path} className={styles.link} aria-current={item.key === active ? 'page' : undefined}>
              {t(labelKey(item.key, session.is_institute_type_school))}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
