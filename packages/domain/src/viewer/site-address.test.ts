import { describe, expect, it } from 'vitest';
import { isSafeAddress, isSiteAddress, isWebAddress } from './site-address.ts';

describe('addresses of this site and of the web', () => {
  it('[PROD-DETAIL-2] [STUDY-MAT-3] a path of this site: one leading slash, no host, no backslash or space', () => {
    for (const good of ['/', '/prod/student-product/sample-video/abc.mp4', '/my-account/demo/study/lecture-poster.svg?v=2#t']) expect(isSiteAddress(good), good).toBe(true);
    for (const bad of ['//evil.example/x.mp4', '/\\evil.example/x.mp4', '/a\\b.mp4', '/a b.mp4', 'x.mp4', 'https://cdn.example.com/x.mp4', 'javascript:alert(1)', ' /x.mp4', '']) {
      expect(isSiteAddress(bad), bad).toBe(false);
    }
  });

  it('[PROD-BUY-1] a web address is http or https without spaces; anything else (a script:, a path) is not', () => {
    expect(isWebAddress('https://store.sunrise-school.example.com/')).toBe(true);
    expect(isWebAddress('HTTP://store.example.com/a?b=1')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'https://a b', '/store', '//store.example.com', 'ftp://x', '']) expect(isWebAddress(bad), bad).toBe(false);
  });

  it('[PROD-CARD-1] a safe address for a picture is either of the two', () => {
    expect(isSafeAddress('/my-account/demo/products/a.svg')).toBe(true);
    expect(isSafeAddress('https://cdn.example.com/logo.png')).toBe(true);
    expect(isSafeAddress('/\\evil.example/x.png')).toBe(false);
    expect(isSafeAddress('data:image/png;base64,AAAA')).toBe(false);
  });
});
