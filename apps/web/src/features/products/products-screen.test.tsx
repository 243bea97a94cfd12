import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schoolSession } from '../../test/fixtures.ts';
import { server } from '../../test/server.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { renderApp } from '../../test/render-app.tsx';
import { myProductsHandler, openProducts, product, productCalls } from './testing/products-server.ts';

afterEach(() => vi.useRealTimers());

const active = [
  product({ id: 11, title: 'Class 8 Olympiad Mathematics', price: 2499, about: '<p>Weekly <b>olympiad</b> practice &amp; tests</p>', enrolled_date: '2026-10-12', expire_on: '2027-04-10' }),
  product({ id: 12, title: 'Spoken English Starter', price: 0, photo_url: null, logo_url: '/my-account/brand/school-logo.svg' }),
];
const expired = [product({ id: 13, title: 'Summer Science Camp 2026', expired: 1, price: 1500.5 })];
const cards = () => screen.getAllByRole('article');
const card = (name: string) => screen.getByRole('article', { name });

describe('my products screen', () => {
  it('[PROD-LOAD-1] [PROD-TAB-1] [PROD-TAB-2] [PROD-TAB-3] [PROD-SPLIT-1] Active first, each tab with its count; the products split by expired', async () => {
    await openProducts('/product', [...active, ...expired]);
    expect(await screen.findByRole('tab', { name: 'Active (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Expired (1)' })).toHaveAttribute('aria-selected', 'false');
    expect(cards().map((c) => c.getAttribute('aria-labelledby') && within(c).getByRole('heading').textContent)).toEqual(['Class 8 Olympiad Mathematics', 'Spoken English Starter']);
    const [call] = productCalls();
    expect(call!.headers.get('user-id')).toBe(String(schoolSession.user_id));
    expect(call!.headers.get('institute-id')).toBe('101');
  });

  it('[PROD-CARD-1] [PROD-CARD-2] [PROD-CARD-3] [PROD-CARD-4] a card: title, photo or logo, about as text, the price or Free, the dates DD-MM-YYYY', async () => {
    const { container } = await openProducts('/product', [...active, ...expired]);
    const maths = await screen.findByRole('article', { name: 'Class 8 Olympiad Mathematics' });
    expect(within(maths).getByText('Weekly olympiad practice & tests')).toBeInTheDocument();
    expect(maths.querySelector('b')).toBeNull();
    expect(within(maths).getByText('INR 2,499')).toBeInTheDocument();
    expect(within(maths).getByText('12-10-2026')).toBeInTheDocument();
    expect(within(maths).getByText('10-04-2027')).toBeInTheDocument();
    expect(maths.querySelector('img')).toHaveAttribute('src', '/my-account/demo/products/p11.svg');
    const english = card('Spoken English Starter');
    expect(within(english).getByText('Free')).toBeInTheDocument();
    expect(english.querySelector('img')).toHaveAttribute('src', '/my-account/brand/school-logo.svg');
    expect(container.querySelectorAll('article img[alt=""]')).toHaveLength(2);
  });

  it('[PROD-CARD-6] accents cycle through five: the sixth card has the first card\'s', async () => {
    await openProducts('/product', Array.from({ length: 7 }, (_, i) => product({ id: 100 + i, title: `Course ${i + 1}` })));
    await screen.findByRole('article', { name: 'Course 1' });
    const accent = (name: string) => [...card(name).classList].find((c) => /accent\d/.test(c));
    expect(new Set(['Course 1', 'Course 2', 'Course 3', 'Course 4', 'Course 5'].map(accent)).size).toBe(5);
    expect(accent('Course 6')).toBe(accent('Course 1'));
    expect(accent('Course 7')).toBe(accent('Course 2'));
  });

  it('[PROD-TAB-4] the chosen tab is kept: Expired shows its cards and stays chosen after leaving and coming back', async () => {
    const { user, unmount } = await openProducts('/product', [...active, ...expired]);
    await user.click(await screen.findByRole('tab', { name: 'Expired (1)' }));
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual(['Summer Science Camp 2026']);
    expect(within(card('Summer Science Camp 2026')).getByText('INR 1,500.50')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.productTab)).toBe('prod_completed');
    unmount();
    await openProducts('/product', [...active, ...expired]);
    expect(await screen.findByRole('tab', { name: 'Expired (1)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('[PROD-EMPTY-1] a tab without products says so', async () => {
    const { user } = await openProducts('/product', active);
    await screen.findByRole('article', { name: 'Spoken English Starter' });
    await user.click(screen.getByRole('tab', { name: 'Expired (0)' }));
    expect(screen.getByText('No products')).toBeInTheDocument();
    expect(screen.getByText('You have no expired products.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('[PROD-BUY-1] [PROD-BUY-2] buy more opens the store in a new window when prodUrl is set, and is absent otherwise', async () => {
    const { unmount } = await openProducts('/product', active, {}, { ...schoolSession, prodUrl: 'https://store.sunrise.example/' });
    const link = await screen.findByRole('link', { name: 'Buy more products (opens in a new window)' });
    expect(link).toHaveAttribute('href', 'https://store.sunrise.example/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    unmount();
    await openProducts('/product', active, {}, { ...schoolSession, prodUrl: null });
    await screen.findByRole('article', { name: 'Spoken English Starter' });
    expect(screen.queryByRole('link', { name: /Buy more/ })).not.toBeInTheDocument();
  });

  it('[PROD-CARD-5] a click opens the product after 300 ms, not before; the product comes from the list already loaded', async () => {
    await openProducts('/product', [...active, ...expired]);
    const link = within(await screen.findByRole('article', { name: 'Class 8 Olympiad Mathematics' })).getByRole('link', { name: 'Class 8 Olympiad Mathematics' });
    expect(link).toHaveAttribute('href', '/my-account/product/11');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(link);
    act(() => vi.advanceTimersByTime(299));
    expect(window.location.pathname).toBe('/my-account/product');
    act(() => vi.advanceTimersByTime(1));
    expect(window.location.pathname).toBe('/my-account/product/11');
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { level: 2, name: 'Class 8 Olympiad Mathematics' })).toBeInTheDocument();
    expect(productCalls()).toHaveLength(1);
  });

  it('[ERR-GEN-2] a failed load says so with the server\'s message, and Try again asks again', async () => {
    await Promise.all([import('./product-screens.ts'), import('../../locales/products/en.json')]);
    server.use(myProductsHandler([], { status: 400 }));
    const { user } = await renderApp('/product', { session: schoolSession });
    expect(await screen.findByText('Your products could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('Products are not available right now')).toBeInTheDocument();
    server.use(myProductsHandler(active));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Spoken English Starter' })).toBeInTheDocument();
    expect(productCalls()).toHaveLength(2);
  });
});
