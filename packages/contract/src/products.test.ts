import { describe, expect, it } from 'vitest';
import { ZMyProductsHeaders, ZMyProductsResponse, ZProductItemsParams, ZProductItemsResponse, ZSampleVideoParams } from './products.ts';

const product = {
  id: 3,
  title: 'Class 8 Olympiad Mathematics',
  about: '<p>Weekly <b>olympiad</b> practice</p>',
  photo_url: '/my-account/demo/products/olympiad-maths.svg',
  logo_url: null,
  price: 2499,
  country_details: { currency_code: 'INR' },
  product_ecourse_maps: [{ course_type_id: 4, course_type: 'Olympiad Mathematics', isPaid: 'Y', product_id: 3 }],
  public_order_id: 'SPS-ORD-000123',
  is_enrolled: 1,
  enrolled_date: '2026-10-01',
  expire_on: '2027-03-31',
  expired: 0,
  youtube_url: '["https://www.youtube.com/watch?v=bUu8gC1nXsE"]',
  video_url: null,
};

describe('products wire', () => {
  it('[API-PROD-2] [PROD-LOAD-1] my products: the headers user-id and institute-id, numeric text read as numbers; result is the products', () => {
    expect(ZMyProductsHeaders.parse({ 'user-id': '1001', 'institute-id': '101', accept: '*/*' })).toEqual({ 'user-id': 1001, 'institute-id': 101 });
    // Left out, the session says who (the older client, issue 33, decision 071).
    expect(ZMyProductsHeaders.parse({ 'user-id': '1001' })).toEqual({ 'user-id': 1001 });
    expect(ZMyProductsHeaders.safeParse({ 'user-id': 'abc', 'institute-id': '101' }).success).toBe(false);
    expect(ZMyProductsResponse.parse({ statusCode: 200, message: 'OK', result: [product] }).result[0]!.country_details.currency_code).toBe('INR');
  });

  it('[API-PROD-2] [PROD-SPLIT-1] expired and is_enrolled are 0 or 1; the dates YYYY-MM-DD; youtube_url is text', () => {
    const bad = (patch: object) => ZMyProductsResponse.safeParse({ statusCode: 200, message: 'OK', result: [{ ...product, ...patch }] }).success;
    expect(bad({ expired: 1 })).toBe(true);
    expect(bad({ expired: 2 })).toBe(false);
    expect(bad({ expired: '0' })).toBe(false);
    expect(bad({ expire_on: '31-03-2027' })).toBe(false);
    expect(bad({ youtube_url: ['x'] })).toBe(false);
    const { country_details: _gone, ...missing } = product;
    expect(ZMyProductsResponse.safeParse({ statusCode: 200, message: 'OK', result: [missing] }).success).toBe(false);
  });

  it('[API-PROD-1] [PROD-DETAIL-4] the items of a product: an id in the path, the result list of item_type and description', () => {
    expect(ZProductItemsParams.parse({ id: '7' })).toEqual({ id: 7 });
    expect(ZProductItemsParams.safeParse({ id: '0' }).success).toBe(false);
    expect(ZProductItemsParams.safeParse({ id: '99999999999' }).success).toBe(false);
    expect(ZProductItemsResponse.parse({ statusCode: 200, message: 'OK', result: [{ item_type: 'Mock tests', description: '24 full tests' }] }).result).toHaveLength(1);
  });

  it('[PROD-DETAIL-2] a sample video is named by a stored key and its type only', () => {
    expect(ZSampleVideoParams.safeParse({ name: `${'a'.repeat(32)}.mp4` }).success).toBe(true);
    for (const name of ['../secret.mp4', `${'a'.repeat(32)}.exe`, 'lecture.mp4', `${'A'.repeat(32)}.mp4`]) expect(ZSampleVideoParams.safeParse({ name }).success, name).toBe(false);
  });
});
