import { expect } from 'vitest';
import { ZAuditPage, ZExportPages, type ExportArea } from '@portal/contract';
import type { TestApp } from '../../testing/create-test-app.ts';

type Page<A extends ExportArea | 'audit'> = A extends ExportArea ? ReturnType<(typeof ZExportPages)[A]['parse']> : ReturnType<typeof ZAuditPage.parse>;

/** GET an export (or the audit) with a key, as a school system calls it; the raw answer. */
export function getExport(t: TestApp, area: ExportArea | 'audit', key: string, query: Record<string, string | number> = {}) {
  const url = area === 'audit' ? '/api/ingest/v1/audit' : `/api/ingest/v1/export/${area}`;
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return t.app.inject({ method: 'GET', url: search ? `${url}?${search}` : url, headers: { authorization: `Bearer ${key}` } });
}

/** One page that must be answered (200), checked against its contract. */
export async function pull<A extends ExportArea | 'audit'>(t: TestApp, area: A, key: string, since?: string, limit = 1000): Promise<Page<A>> {
  const res = await getExport(t, area, key, { ...(since ? { since } : {}), limit });
  expect(res.statusCode, res.body).toBe(200);
  return (area === 'audit' ? ZAuditPage.parse(res.json()) : ZExportPages[area as ExportArea].parse(res.json())) as Page<A>;
}

/** Every page from `since` to the end: all rows, and the cursor after the last. */
export async function drain<A extends ExportArea | 'audit'>(t: TestApp, area: A, key: string, since?: string): Promise<{ rows: Page<A>['rows']; next: string }> {
  let rows = [] as Page<A>['rows'];
  let cursor = since;
  for (;;) {
    const page = await pull(t, area, key, cursor);
    rows = [...rows, ...page.rows] as Page<A>['rows'];
    cursor = page.next;
    if (!page.has_more) return { rows, next: page.next };
  }
}
