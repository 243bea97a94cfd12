import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useProductItems } from '../api/get-product-items.ts';
import type { ProductContext } from '../product-context.ts';
import styles from './product-items.module.css';

/** The product-details list: each item_type with its description [PROD-DETAIL-4], from API-PROD-1. */
export function ProductItems({ ctx, productId }: { ctx: ProductContext; productId: number }) {
  const { t } = useTranslation();
  const query = useProductItems(ctx, productId);
  if (query.isPending) return <Spinner label={t('products.items.loading')} />;
  if (query.isError)
    return (
      <div className={styles.note}>
        <p role="alert">{t('products.items.error')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('products.retry')}
        </Button>
      </div>
    );
  if (query.data.length === 0) return <p className={styles.note}>{t('products.items.empty')}</p>;
  return (
    <dl className={styles.items}>
      {query.data.map((item, i) => (
        <div key={`${i}-${item.item_type}`} className={styles.row}>
          <dt>{item.item_type}</dt>
          <dd>{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
