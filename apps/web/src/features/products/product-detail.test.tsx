import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { itemCalls, openProducts, product, productCalls } from './testing/products-server.ts';

const olympiad = product({
  id: 21,
  title: 'Class 8 Olympiad Mathematics',
  price: 2499,
  about: '<p>Weekly <strong>olympiad</strong> practice</p>',
  youtube_url: '["https://www.youtube.com/watch?v=bUu8gC1nXsE", "f-ldPgEfAHI"]',
  video_url: '/prod/student-product/sample-video/0123456789abcdef0123456789abcdef.mp4',
});
const camp = product({ id: 22, title: 'Summer Science Camp 2026', expired: 1, youtube_url: 'not json', video_url: 'https://vimeo.com/76979871' });
const plain = product({ id: 23, title: 'Spoken English Starter', youtube_url: '[]', video_url: null });
const items = {
  21: [
    { item_type: 'Live classes', description: 'Two classes a week' },
    { item_type: 'Mock tests', description: '12 full-length tests' },
  ],
  22: [],
};

describe('product detail screen', () => {
  it('[PROD-DETAIL-1] [PROD-DETAIL-6] opened directly, the product is found in the learner\'s products and its card shown', async () => {
    await openProducts('/product/21', [olympiad, camp], items);
    const card = await screen.findByRole('article', { name: 'Class 8 Olympiad Mathematics' });
    expect(within(card).getByText('Weekly olympiad practice')).toBeInTheDocument();
    expect(within(card).getByText('INR 2,499')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(productCalls()).toHaveLength(1);
  });

  it('[PROD-DETAIL-4] the product-details list: item type and description, from API-PROD-1', async () => {
    await openProducts('/product/21', [olympiad, camp], items);
    const list = await screen.findByText('Live classes');
    expect(list.tagName).toBe('DT');
    expect(screen.getByText('Two classes a week').tagName).toBe('DD');
    expect(screen.getByText('Mock tests')).toBeInTheDocument();
    expect(itemCalls().map((c) => c.url.pathname)).toEqual(['/prod/student-product/item-type-description/21']);
  });

  it('[PROD-DETAIL-2] [PROD-DETAIL-3] YouTube videos from the JSON list and a direct mp4 in the page\'s player; YouTube plays in the viewer', async () => {
    const { user } = await openProducts('/product/21', [olympiad, camp], items);
    await screen.findByRole('heading', { level: 2, name: 'Sample videos' });
    const video = screen.getByLabelText('Class 8 Olympiad Mathematics: sample video 3');
    expect(video.tagName).toBe('VIDEO');
    expect(video.querySelector('source')).toHaveAttribute('src', olympiad.video_url);
    expect(video.querySelector('source')).toHaveAttribute('type', 'video/mp4');
    await user.click(screen.getByRole('button', { name: 'Play sample video 2 (YouTube)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Class 8 Olympiad Mathematics: sample video 2' });
    expect(dialog.querySelector('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/f-ldPgEfAHI?rel=0');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play sample video 1 (YouTube)' })).toBeInTheDocument();
  });

  it('[PROD-DETAIL-2] [PROD-DETAIL-3] a Vimeo video plays in the viewer; bad JSON in youtube_url shows no YouTube video; an empty details list says so', async () => {
    const { user } = await openProducts('/product/22', [olympiad, camp], items);
    await user.click(await screen.findByRole('button', { name: 'Play sample video 1 (Vimeo)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Summer Science Camp 2026: sample video 1' });
    expect(dialog.querySelector('iframe')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?dnt=1');
    expect(screen.queryByRole('button', { name: /YouTube/ })).not.toBeInTheDocument();
    expect(await screen.findByText('No details were given for this product.')).toBeInTheDocument();
  });

  it('[PROD-DETAIL-2] a product without videos says so', async () => {
    await openProducts('/product/23', [plain], { 23: [] });
    expect(await screen.findByText('This product has no sample videos.')).toBeInTheDocument();
  });

  it('[PROD-DETAIL-5] [PROD-TAB-4] go back leads to the products list, on the tab that was chosen', async () => {
    localStorage.setItem(STORAGE_KEYS.productTab, 'prod_completed');
    const { user } = await openProducts('/product/22', [olympiad, camp], items);
    const back = await screen.findByRole('link', { name: 'Back to My Products' });
    expect(back).toHaveAttribute('href', '/my-account/product');
    await user.click(back);
    expect(await screen.findByRole('tab', { name: 'Expired (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('article', { name: 'Summer Science Camp 2026' })).toBeInTheDocument();
  });

  it('[PROD-DETAIL-6] an id not among the learner\'s products, or not an id, shows a note and the way back; no details are asked', async () => {
    const { unmount } = await openProducts('/product/99', [olympiad], items);
    expect(await screen.findByText('This product is not among your products.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Products' })).toBeInTheDocument();
    unmount();
    await openProducts('/product/abc', [olympiad], items);
    expect(await screen.findByText('This product is not among your products.')).toBeInTheDocument();
    expect(itemCalls()).toEqual([]);
  });
});
