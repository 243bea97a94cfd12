import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { productTabOf, splitProducts } from '@portal/domain/products/product-tabs';
import { sampleVideos } from '@portal/domain/products/sample-videos';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useMyProducts } from './api/get-my-products.ts';
import { ProductCard } from './components/product-card.tsx';
import { ProductItems } from './components/product-items.tsx';
import { SampleVideos } from './components/sample-videos.tsx';
import type { ProductContext } from './product-context.ts';
import { ProductsFrame } from './products-frame.tsx';
import { ALERT, BACK, BAG } from './products-icons.ts';
import styles from './product-detail-screen.module.css';

/** A product id as the route carries it: a positive whole number, else null (nothing is asked). */
function productIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

/** Go-back leads to the products list [PROD-DETAIL-5], whose tab is the one kept [PROD-TAB-4]. */
function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/product" className={styles.back}>
      <Icon path={BACK} size={18} />
      {t('products.detail.back')}
    </Link>
  );
}

function ProductDetail({ ctx, productId }: { ctx: ProductContext; productId: number | null }) {
  const { t } = useTranslation();
  // The product clicked is in the products' cache; opened directly, the list is asked (decision 065).
  const query = useMyProducts(ctx);
  if (query.isPending) return <Spinner label={t('products.loading')} />;
  if (query.isError)
    return (
      <EmptyState
        icon={ALERT}
        title={t('products.error')}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('products.retry')}
          </Button>
        }
      />
    );
  const product = productId === null ? undefined : query.data.find((p) => p.id === productId);
  if (!product) return <EmptyState icon={BAG} title={t('products.detail.notFound')} action={<BackLink />} />;
  // The accent it had in its tab's list [PROD-CARD-6].
  const index = splitProducts(query.data)[productTabOf(product)].indexOf(product);
  const videos = sampleVideos(product);
  return (
    <div className={styles.detail}>
      <BackLink />
      <div className={styles.card}>
        <ProductCard product={product} index={index} wide />
      </div>
      <section aria-labelledby="product-videos" className={styles.section}>
        <h2 id="product-videos" className={styles.heading}>
          {t('products.videos.heading')}
        </h2>
        {videos.length ? <SampleVideos title={product.title} videos={videos} /> : <p className={styles.note}>{t('products.videos.none')}</p>}
      </section>
      <section aria-labelledby="product-items" className={styles.section}>
        <h2 id="product-items" className={styles.heading}>
          {t('products.items.heading')}
        </h2>
        <ProductItems ctx={ctx} productId={product.id} />
      </section>
    </div>
  );
}

/** /product/{id}: the product's card, its sample videos and its details list [PROD-DETAIL-1..6]. */
export function ProductDetailScreen() {
  const productId = productIdOf(useParams().id);
  return <ProductsFrame route="/product/:id">{(ctx) => <ProductDetail key={productId} ctx={ctx} productId={productId} />}</ProductsFrame>;
}
