import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { EXTERNAL } from '../products-icons.ts';
import styles from './buy-more-link.module.css';

/**
 * Buy more: the institute's store (prodUrl) in a new window [PROD-BUY-1], without handing this
 * page to it (noopener); the screen leaves it out when there is no store address [PROD-BUY-2].
 */
export function BuyMoreLink({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {t('products.buyMore')}
      <span className="sr-only"> {t('products.newWindow')}</span>
      <Icon path={EXTERNAL} size={18} />
    </a>
  );
}
