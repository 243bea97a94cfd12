import { STORAGE_KEYS } from './storage-keys.ts';
import { readStored, writeStored } from './storage.ts';

function iconLink(): HTMLLinkElement {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  return link;
}

/** Only a path of this site or an http(s) address becomes the icon. */
function isSafeIcon(path: string): boolean {
  return /^\/(?!\/)/.test(path) || /^https?:\/\//i.test(path);
}

/** The institute's favicon, kept so the next visit shows it at once [SHELL-BRAND-3] [SHELL-BRAND-4]. */
export function setFavicon(path: string): void {
  if (!isSafeIcon(path)) return;
  writeStored(STORAGE_KEYS.favicon, path);
  const link = iconLink();
  link.type = path.endsWith('.svg') ? 'image/svg+xml' : '';
  link.href = path;
}

export function applyStoredFavicon(): void {
  const path = readStored(STORAGE_KEYS.favicon);
  if (path && isSafeIcon(path)) iconLink().href = path;
}
