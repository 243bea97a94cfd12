import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createLogoLoader } from './receipt-logo.ts';

const WEB_PUBLIC = fileURLToPath(new URL('../../../../web/public/', import.meta.url));

describe('receipt logo (decision 017)', () => {
  it('[FEES-RCPT-2] reads an institute logo of our own web app', () => {
    const logo = createLogoLoader(WEB_PUBLIC)('/my-account/brand/school-logo.svg');
    expect(logo?.kind).toBe('svg');
    expect(logo?.kind === 'svg' && logo.svg).toContain('<svg');
  });

  it('[FEES-RCPT-2] reads PNG logos as images', () => {
    const dir = mkdtempSync(join(tmpdir(), 'logo-'));
    writeFileSync(join(dir, 'crest.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    expect(createLogoLoader(dir)('/my-account/crest.png')?.kind).toBe('image');
  });

  it('[FEES-RCPT-2] never leaves the web app folder nor fetches another host: no logo', () => {
    const load = createLogoLoader(WEB_PUBLIC);
    for (const url of [
      'https://cdn.example.com/logo.svg',
      '/my-account/../../server/package.json',
      '/my-account/brand/../../../../etc/passwd',
      '/my-account/.hidden.svg',
      '/my-account/index.html',
      '/my-account/brand/missing-logo.svg',
      '/brand/school-logo.svg',
    ]) {
      expect(load(url)).toBeNull();
    }
  });

  it('[FEES-RCPT-2] an unbuilt web app gives no logo (the receipt prints the name alone)', () => {
    expect(createLogoLoader('/nonexistent/portal-web-dist')('/my-account/brand/school-logo.svg')).toBeNull();
  });
});
