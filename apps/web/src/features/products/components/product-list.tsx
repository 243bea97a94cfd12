import { useEffect, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { TProduct } from '@portal/contract';
import { PRODUCT_OPEN_DELAY_MS } from '@portal/domain/products/product-tabs';
import { ProductCard } from './product-card.tsx';
import styles from './product-list.module.css';

/**
 * A tab's cards. A click opens the product's detail after 300 ms [PROD-CARD-5]; the product
 * stays in the products' cache, where the detail finds it [PROD-DETAIL-1]. A click with a
 * modifier (a new tab or window) is left to the browser, and a second click while one is on
 * its way does nothing.
 */
export function ProductList({ products }: { products: readonly TProduct[] }) {
  const navigate = useNavigate();
  const pending = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (pending.current !== null) window.clearTimeout(pending.current);
    },
    [],
  );
  const open = (product: TProduct, e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (pending.current !== null) return;
    pending.current = window.setTimeout(() => {
      pending.current = null;
      void navigate(`/product/${product.id}`);
    }, PRODUCT_OPEN_DELAY_MS);
  };
  return (
    <ul className={styles.cards}>
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} index={i} onOpen={open} />
        </li>
      ))}
    </ul>
  );
}
