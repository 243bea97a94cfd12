import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TABS, productTabCounts, splitProducts, type ProductTab } from '@portal/domain/products/product-tabs';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TabList, tabId } from '../../components/ui/tab-list.tsx';
import { useMyProducts } from './api/get-my-products.ts';
import { BuyMoreLink } from './components/buy-more-link.tsx';
import { ProductList } from './components/product-list.tsx';
import type { ProductContext } from './product-context.ts';
import { ProductsFrame } from './products-frame.tsx';
import { ALERT, BAG } from './products-icons.ts';
import { useKeptProductTab } from './use-kept-tab.ts';
import styles from './products-screen.module.css';

/** The tabs with their counts [PROD-TAB-1..4] and the chosen tab's cards or its empty state [PROD-EMPTY-1]. */
function ProductTabs({ ctx }: { ctx: ProductContext }) {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useKeptProductTab();
  const query = useMyProducts(ctx);
  const counts = query.data ? productTabCounts(query.data) : null;
  const labelOf = (x: ProductTab) => (counts ? t(`products.tabs.${x}Count`, { count: counts[x] }) : t(`products.tabs.${x}`));
  const panelId = `${id}-panel`;
  let body;
  if (query.isPending) body = <Spinner label={t('products.loading')} />;
  else if (query.isError)
    body = (
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
  else {
    const shown = splitProducts(query.data)[tab];
    body = shown.length ? <ProductList products={shown} /> : <EmptyState icon={BAG} title={t('products.empty.title')} text={t(`products.empty.${tab}`)} />;
  }
  return (
    <>
      <TabList tabs={PRODUCT_TABS} value={tab} onChange={setTab} label={t('products.tabs.label')} labelOf={labelOf} idPrefix={id} panelId={panelId} />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(id, tab)} className={styles.panel}>
        {body}
      </div>
    </>
  );
}

/** /product: the learner's products, Active and Expired [PROD-LOAD-1] [PROD-TAB-*] [PROD-SPLIT-1] [PROD-CARD-*] [PROD-EMPTY-1], and buy more [PROD-BUY-1/2]. */
export function ProductsScreen() {
  return (
    <ProductsFrame route="/product" aside={(ctx) => (ctx.prodUrl ? <BuyMoreLink href={ctx.prodUrl} /> : null)}>
      {(ctx) => <ProductTabs ctx={ctx} />}
    </ProductsFrame>
  );
}
