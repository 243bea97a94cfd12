// Test support for the product screens: products shaped by the contract, the MSW handlers of
// API-PROD-1 and API-PROD-2, a signed-in session. Not part of the app bundle (tests only).
import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { TProduct, TProductItem, TSession } from '@portal/contract';
import { schoolSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fail, sent, server } from '../../../test/server.ts';

export const MY_PRODUCTS_PATH = '/prod/student-product/my-products';
export const itemsPath = (id: number) => `/prod/student-product/item-type-description/${id}`;

let nextId = 1;

/** A product as API-PROD-2 sends it, overridden by the test. */
export function product(overrides: Partial<TProduct> = {}): TProduct {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Product ${id}`,
    about: '<p>About it</p>',
    photo_url: `/my-account/demo/products/p${id}.svg`,
    logo_url: null,
    price: 999,
    country_details: { currency_code: 'INR' },
    product_ecourse_maps: [],
    public_order_id: `ORD-${id}`,
    is_enrolled: 1,
    enrolled_date: '2026-10-01',
    expire_on: '2027-03-31',
    expired: 0,
    youtube_url: '[]',
    video_url: null,
    ...overrides,
  };
}

export const productCalls = () => sent.filter((r) => r.url.pathname === MY_PRODUCTS_PATH);
export const itemCalls = () => sent.filter((r) => r.url.pathname.startsWith('/prod/student-product/item-type-description/'));

/** API-PROD-2 answering `list` (or failing with `status`), recording each call. */
export function myProductsHandler(list: TProduct[], { status, delayMs = 0 }: { status?: number; delayMs?: number } = {}) {
  return http.get(MY_PRODUCTS_PATH, async ({ request }) => {
    sent.push({ method: 'GET', url: new URL(request.url), headers: request.headers, body: null });
    if (delayMs) await delay(delayMs);
    if (status) return fail(status, 'Products are not available right now');
    return HttpResponse.json({ statusCode: 200, message: 'OK', result: list });
  });
}

/** API-PROD-1 answering each product's items by id (404 for an id not given). */
export function itemsHandler(items: Record<number, TProductItem[]>) {
  return http.get('/prod/student-product/item-type-description/:id', ({ request, params }) => {
    sent.push({ method: 'GET', url: new URL(request.url), headers: request.headers, body: null });
    const list = items[Number(params.id)];
    return list ? HttpResponse.json({ statusCode: 200, message: 'OK', result: list }) : fail(404, 'Not Found');
  });
}

/** Opens a product screen with these products and items answered. */
export async function openProducts(path: string, list: TProduct[], items: Record<number, TProductItem[]> = {}, session: TSession = schoolSession) {
  await Promise.all([import('../product-screens.ts'), import('../../../locales/products/en.json')]);
  server.use(myProductsHandler(list), itemsHandler(items));
  const view = await renderApp(path, { session });
  await screen.findByRole('heading', { level: 1, name: 'My Products' });
  return view;
}
