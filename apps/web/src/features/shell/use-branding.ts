import { useEffect, useState } from 'react';
import type { TBrandingItem } from '@portal/contract';
import { setFavicon } from '../../lib/favicon.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { removeStored, writeStored } from '../../lib/storage.ts';
import { getBranding } from './api/get-branding.ts';

let pending: Promise<TBrandingItem | null> | null = null;
let loaded: TBrandingItem | null | undefined;

/**
 * Looks the institute up by this page's host once per page load. The first item gives the logo
 * and favicon [SHELL-BRAND-2] [SHELL-BRAND-3]; its instituteId is kept for the login request
 * [SHELL-BRAND-5]. An unknown host keeps the default logo.
 */
export function loadBranding(): Promise<TBrandingItem | null> {
  pending ??= getBranding(window.location.hostname).then(
    (list) => {
      const first = list[0] ?? null;
      if (first) {
        writeStored(STORAGE_KEYS.instituteId, String(first.instituteId));
        setFavicon(first.favIconPath);
      } else {
        removeStored(STORAGE_KEYS.instituteId);
      }
      loaded = first;
      return first;
    },
    () => {
      loaded = null;
      return null;
    },
  );
  return pending;
}

/** undefined while the lookup runs, null when the host is unknown or the lookup failed. */
export function useBranding(): TBrandingItem | null | undefined {
  const [branding, setBranding] = useState(loaded);
  useEffect(() => {
    let live = true;
    void loadBranding().then((b) => {
      if (live) setBranding(b);
    });
    return () => {
      live = false;
    };
  }, []);
  return branding;
}

/** Tests start each case from a fresh lookup. */
export function resetBranding(): void {
  pending = null;
  loaded = undefined;
}
