import { useCallback, useState } from 'react';
import { keptProductTab, type ProductTab } from '@portal/domain/products/product-tabs';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { readStored, writeStored } from '../../lib/storage.ts';

/**
 * The products tab, kept in local storage (the product state's tab, no secret): it is the same
 * after a product's detail or another screen [PROD-TAB-4], the default at first [PROD-TAB-3],
 * and a logout writes the default back (session-store.ts) [SESSION-LOGOUT-4].
 */
export function useKeptProductTab(): [ProductTab, (tab: ProductTab) => void] {
  const [tab, setTab] = useState<ProductTab>(() => keptProductTab(readStored(STORAGE_KEYS.productTab)));
  const choose = useCallback((next: ProductTab) => {
    writeStored(STORAGE_KEYS.productTab, next);
    setTab(next);
  }, []);
  return [tab, choose];
}
