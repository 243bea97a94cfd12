import { readFileSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { BASE_PATH } from '@portal/domain';

export type ReceiptLogo = { kind: 'svg'; svg: string } | { kind: 'image'; data: Buffer } | null;

const KINDS: Record<string, 'svg' | 'image'> = { '.svg': 'svg', '.png': 'image', '.jpg': 'image', '.jpeg': 'image' };
/** A logo bigger than this is not a logo; the receipt prints the name alone. */
const MAX_BYTES = 512 * 1024;

/**
 * The institute's logo for a receipt, read from the built web app when its address is one of
 * ours ('/my-account/brand/school-logo.svg' -> <webDist>/brand/school-logo.svg). An address on
 * another host is not fetched (no outbound calls from the server; no request forgery), and a
 * missing file (web app not built) gives null: the receipt then prints the name without a
 * logo (decision 017). Results are kept per address for the life of the process.
 */
export function createLogoLoader(webDist: string) {
  const root = resolve(webDist);
  const cache = new Map<string, ReceiptLogo>();

  function read(logoUrl: string): ReceiptLogo {
    if (!logoUrl.startsWith(`${BASE_PATH}/`)) return null;
    const relative = logoUrl.slice(BASE_PATH.length + 1).split(/[?#]/)[0] ?? '';
    if (!relative || relative.split('/').some((seg) => seg === '' || seg.startsWith('.'))) return null;
    const kind = KINDS[extname(relative).toLowerCase()];
    const full = resolve(root, relative);
    if (!kind || !full.startsWith(root + sep)) return null;
    try {
      const stat = statSync(full);
      if (!stat.isFile() || stat.size > MAX_BYTES) return null;
      return kind === 'svg' ? { kind, svg: readFileSync(full, 'utf8') } : { kind, data: readFileSync(full) };
    } catch {
      return null;
    }
  }

  return (logoUrl: string): ReceiptLogo => {
    if (!cache.has(logoUrl)) cache.set(logoUrl, read(logoUrl));
    return cache.get(logoUrl) ?? null;
  };
}
