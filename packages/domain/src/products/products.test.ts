import { describe, expect, it } from 'vitest';
import { productAbout, productAccent, productImage, productPrice, PRODUCT_ACCENTS } from './product-card.ts';
import { DEFAULT_PRODUCT_TAB, keptProductTab, PRODUCT_OPEN_DELAY_MS, PRODUCT_TABS, productExpired, productTabCounts, splitProducts } from './product-tabs.ts';
import { sampleVideoOf, sampleVideos, youtubeList } from './sample-videos.ts';
import { isSafeAddress } from '../viewer/site-address.ts';

const p = (id: number, expired: unknown) => ({ id, expired });

describe('products: tabs and split', () => {
  it('[PROD-TAB-1] [PROD-TAB-3] two tabs, Active (prod_ongoing) first and by default; a kept unknown tab is the default', () => {
    expect(PRODUCT_TABS).toEqual(['prod_ongoing', 'prod_completed']);
    expect(DEFAULT_PRODUCT_TAB).toBe('prod_ongoing');
    expect(keptProductTab('prod_completed')).toBe('prod_completed');
    expect(keptProductTab('completed')).toBe('prod_ongoing');
    expect(keptProductTab(null)).toBe('prod_ongoing');
  });

  it('[PROD-SPLIT-1] expired 0 is Active; any other value is Expired; the order is kept', () => {
    const list = [p(1, 0), p(2, 1), p(3, 0), p(4, '0'), p(5, null), p(6, undefined), p(7, 2)];
    const split = splitProducts(list);
    expect(split.prod_ongoing.map((x) => x.id)).toEqual([1, 3]);
    expect(split.prod_completed.map((x) => x.id)).toEqual([2, 4, 5, 6, 7]);
    expect(splitProducts(null)).toEqual({ prod_ongoing: [], prod_completed: [] });
  });

  it('[PROD-TAB-2] each tab counts its products', () => {
    expect(productTabCounts([p(1, 0), p(2, 1), p(3, 0)])).toEqual({ prod_ongoing: 2, prod_completed: 1 });
    expect(productTabCounts([])).toEqual({ prod_ongoing: 0, prod_completed: 0 });
  });

  it('[PROD-SPLIT-1] expired is 0 through the expiry day (inclusive, the institute\'s day), 1 after; no date is expired', () => {
    expect(productExpired('2026-11-27', '2026-11-27')).toBe(0);
    expect(productExpired('2027-03-31', '2026-11-27')).toBe(0);
    expect(productExpired('2026-11-26', '2026-11-27')).toBe(1);
    expect(productExpired('2026-02-30', '2026-11-27')).toBe(1);
    expect(productExpired(null, '2026-11-27')).toBe(1);
  });

  it('[PROD-CARD-5] a card opens its detail after 300 ms', () => {
    expect(PRODUCT_OPEN_DELAY_MS).toBe(300);
  });
});

describe('products: the card', () => {
  it('[PROD-CARD-3] a price of 0 is Free, as a number or as the numeric text a driver gives', () => {
    expect(productPrice(0, 'INR')).toEqual({ kind: 'free' });
    expect(productPrice('0.00', 'INR')).toEqual({ kind: 'free' });
    expect(productPrice(0.001, 'USD')).toEqual({ kind: 'free' });
  });

  it('[PROD-CARD-4] any other price shows with its currency code: rupees grouped the Indian way, others in thousands, cents only when there are any', () => {
    expect(productPrice(4999, 'INR')).toEqual({ kind: 'price', text: 'INR 4,999' });
    expect(productPrice(125000, 'inr')).toEqual({ kind: 'price', text: 'INR 1,25,000' });
    expect(productPrice('1499.50', 'INR')).toEqual({ kind: 'price', text: 'INR 1,499.50' });
    expect(productPrice(1234567, 'USD')).toEqual({ kind: 'price', text: 'USD 1,234,567' });
    expect(productPrice(49.9, 'EUR')).toEqual({ kind: 'price', text: 'EUR 49.90' });
    expect(productPrice(250, null)).toEqual({ kind: 'price', text: '250' });
    expect(productPrice(null, 'INR')).toEqual({ kind: 'none' });
    expect(productPrice('abc', 'INR')).toEqual({ kind: 'none' });
    expect(productPrice(-5, 'INR')).toEqual({ kind: 'none' });
  });

  it('[PROD-CARD-2] about with its markup stripped: tags, scripts and entities gone, spaces run together', () => {
    expect(productAbout('<p>Weekly <b>mock tests</b></p><ul><li>24 tests</li><li>Solutions</li></ul>')).toBe('Weekly mock tests 24 tests Solutions');
    expect(productAbout('<script>alert(1)</script>Fees: &#8377;4,999 &amp; more&hellip; Rohan&rsquo;s pick &#x20B9;')).toBe('Fees: \u20b94,999 & more\u2026 Rohan\u2019s pick \u20b9');
    expect(productAbout('&#0; &#99999999; &unknown;')).toBe('&#0; &#99999999; &unknown;');
    expect(productAbout(null)).toBe('');
  });

  it('[PROD-CARD-6] accents cycle through 5 colours: card n and card n + 5 share one', () => {
    expect(PRODUCT_ACCENTS).toBe(5);
    expect([0, 1, 2, 3, 4, 5, 6, 10, 13].map(productAccent)).toEqual([0, 1, 2, 3, 4, 0, 1, 0, 3]);
    expect(productAccent(-1)).toBe(4);
    expect(productAccent(Number.NaN)).toBe(0);
  });

  it('[PROD-CARD-1] the picture is the photo, else the logo, else none; blank or unsafe addresses are missing', () => {
    expect(productImage({ photo_url: '/my-account/demo/products/a.svg', logo_url: '/logo.svg' })).toEqual({ src: '/my-account/demo/products/a.svg', kind: 'photo' });
    expect(productImage({ photo_url: ' ', logo_url: 'https://cdn.example.com/logo.png' })).toEqual({ src: 'https://cdn.example.com/logo.png', kind: 'logo' });
    expect(productImage({ photo_url: 'javascript:alert(1)', logo_url: null })).toBeNull();
    expect(productImage({})).toBeNull();
    expect(isSafeAddress('//evil.example/x.png')).toBe(false);
  });
});

describe('products: sample videos', () => {
  it('[PROD-DETAIL-3] youtube_url is a JSON list of YouTube ids or addresses; repeats and non-videos left out', () => {
    expect(youtubeList('["bUu8gC1nXsE","https://www.youtube.com/watch?v=f-ldPgEfAHI","https://youtu.be/bUu8gC1nXsE","not a video",7]')).toEqual(['bUu8gC1nXsE', 'f-ldPgEfAHI']);
    expect(youtubeList('"https://youtu.be/bUu8gC1nXsE"')).toEqual(['bUu8gC1nXsE']);
    expect(youtubeList('[]')).toEqual([]);
    expect(youtubeList('{"a":1}')).toEqual([]);
  });

  it('[PROD-DETAIL-3] bad JSON is tolerated: read as a list of words', () => {
    expect(youtubeList("['bUu8gC1nXsE', 'f-ldPgEfAHI']")).toEqual(['bUu8gC1nXsE', 'f-ldPgEfAHI']);
    expect(youtubeList('https://www.youtube.com/watch?v=bUu8gC1nXsE, f-ldPgEfAHI')).toEqual(['bUu8gC1nXsE', 'f-ldPgEfAHI']);
    expect(youtubeList('[unclosed')).toEqual([]);
    expect(youtubeList(null)).toEqual([]);
  });

  it('[PROD-DETAIL-2] video_url: a YouTube or Vimeo page, or a direct mp4, webm or ogg file of this site, by its address', () => {
    expect(sampleVideoOf('https://www.youtube.com/watch?v=bUu8gC1nXsE')).toEqual({ kind: 'youtube', id: 'bUu8gC1nXsE' });
    expect(sampleVideoOf('https://vimeo.com/76979871')).toEqual({ kind: 'vimeo', id: '76979871' });
    expect(sampleVideoOf('https://player.vimeo.com/video/148751763')).toEqual({ kind: 'vimeo', id: '148751763' });
    expect(sampleVideoOf('/prod/student-product/sample-video/abc.mp4')).toEqual({ kind: 'file', format: 'mp4', src: '/prod/student-product/sample-video/abc.mp4' });
    expect(sampleVideoOf('/media/intro.WEBM?sig=1')).toEqual({ kind: 'file', format: 'webm', src: '/media/intro.WEBM?sig=1' });
    expect(sampleVideoOf('/media/intro.ogv')).toMatchObject({ kind: 'file', format: 'ogg' });
    expect(sampleVideoOf('/media/intro.ogg')).toMatchObject({ kind: 'file', format: 'ogg' });
  });

  it('[PROD-DETAIL-2] a direct file on another host is no video (the CSP plays media of this site only): no broken player', () => {
    for (const outside of ['https://cdn.example.com/intro.mp4', 'https://cdn.example.com/intro.WEBM?sig=1', 'http://cdn.example.com/intro.ogv', '/\\cdn.example.com/intro.mp4']) {
      expect(sampleVideoOf(outside), outside).toBeNull();
    }
  });

  it('[PROD-DETAIL-2] anything else is no video: other files, pages, unsafe addresses, a YouTube page without an id', () => {
    for (const bad of ['/media/intro.avi', 'https://example.com/course', 'javascript:alert(1)//x.mp4', 'data:video/mp4;base64,AAAA', '//evil.example/x.mp4', 'https://www.youtube.com/channel/x', '', null]) {
      expect(sampleVideoOf(bad), String(bad)).toBeNull();
    }
  });

  it('[PROD-DETAIL-2] [PROD-DETAIL-3] a product\'s videos: the YouTube list, then video_url, each once', () => {
    expect(sampleVideos({ youtube_url: '["bUu8gC1nXsE"]', video_url: 'https://vimeo.com/76979871' })).toEqual([
      { kind: 'youtube', id: 'bUu8gC1nXsE' },
      { kind: 'vimeo', id: '76979871' },
    ]);
    expect(sampleVideos({ youtube_url: '["bUu8gC1nXsE"]', video_url: 'https://youtu.be/bUu8gC1nXsE' })).toEqual([{ kind: 'youtube', id: 'bUu8gC1nXsE' }]);
    expect(sampleVideos({ youtube_url: null, video_url: null })).toEqual([]);
  });
});
