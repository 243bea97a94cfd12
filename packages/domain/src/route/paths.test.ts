import { describe, expect, it } from 'vitest';
import { afterLoginTarget, isProtectedPath, tokenRedirect, withBasePath } from './paths.ts';

describe('routes', () => {
  it('[ROUTE-BASE-2] an address outside the base path is prefixed', () => {
    expect(withBasePath('/fees')).toBe('/my-account/fees');
    expect(withBasePath('/my-account/fees')).toBe('/my-account/fees');
  });
  it('[ROUTE-PROT-1] [ROUTE-PROT-2] protected routes match exactly, one segment per parameter', () => {
    expect(isProtectedPath('/my-account/assignment/17')).toBe(true);
    expect(isProtectedPath('/my-account/assignment/17/extra')).toBe(false);
    expect(isProtectedPath('/dashboard')).toBe(true);
    expect(isProtectedPath('/my-account/nowhere')).toBe(false);
  });
  it('[ROUTE-CASE-1] [ROUTE-CASE-2] both spellings of messages and profile are protected routes (decision 003)', () => {
    for (const p of ['/messages', '/Messages', '/profile', '/Profile']) expect(isProtectedPath(p)).toBe(true);
  });
  it('[ROUTE-PROT-5] after login the user returns to the carried protected location', () => {
    expect(afterLoginTarget('/my-account/fees?tab=2')).toBe('/fees?tab=2');
    expect(afterLoginTarget('/timetable')).toBe('/timetable');
  });
  it('[ROUTE-PROT-5] anything that is not a protected screen lands on the dashboard', () => {
    expect(afterLoginTarget(null)).toBe('/dashboard');
    expect(afterLoginTarget('//evil.example/x')).toBe('/dashboard');
    expect(afterLoginTarget('https://evil.example')).toBe('/dashboard');
    expect(afterLoginTarget('/my-account/unknown')).toBe('/dashboard');
  });
  it('[ROUTE-LOGIN-2] a token in the address goes to /userLogin with the token unchanged', () => {
    expect(tokenRedirect('?token=ab%2Bc')).toBe('/userLogin?token=ab%2Bc');
    expect(tokenRedirect('?x=1')).toBeNull();
  });
});
