import { describe, expect, it } from 'vitest';
import { errorPageTarget, safeRedirectPath, ssoOutcome, type SsoResultFields } from './sso-entry.ts';

const ok: SsoResultFields = {
  email_id: 'aarav@example.in',
  key: 'k-123',
  inst_id: 101,
  phone: '9000000001',
  status: 'SUCCESS',
  redirect_url: '/my-account/fees',
};

describe('single sign-on outcome', () => {
  it('[SSO-FLOW-4] [SSO-FLOW-5] success logs in with the phone, the key and the institute, and keeps the redirect address', () => {
    expect(ssoOutcome(ok)).toEqual({ kind: 'login', user_name: '9000000001', key: 'k-123', institute_id: 101, redirect: '/my-account/fees' });
  });

  it('[SSO-FLOW-4] [SSO-FLOW-10] phone first when both are returned; the email when the phone is missing or blank', () => {
    expect(ssoOutcome({ ...ok, phone: null })).toMatchObject({ kind: 'login', user_name: 'aarav@example.in' });
    expect(ssoOutcome({ ...ok, phone: '  ' })).toMatchObject({ kind: 'login', user_name: 'aarav@example.in' });
  });

  it('[SSO-FLOW-10] the success status is SUCCESS, read without case or outer spaces', () => {
    expect(ssoOutcome({ ...ok, status: ' success ' }).kind).toBe('login');
  });

  it('[SSO-FLOW-7] success without a redirect address lands on the dashboard (redirect null)', () => {
    expect(ssoOutcome({ ...ok, redirect_url: null })).toMatchObject({ kind: 'login', redirect: null });
    expect(ssoOutcome({ ...ok, redirect_url: '' })).toMatchObject({ kind: 'login', redirect: null });
  });

  it('[SSO-FLOW-5] [SSO-PAGE-4] a redirect address to another site is not kept', () => {
    expect(ssoOutcome({ ...ok, redirect_url: 'https://evil.example/' })).toMatchObject({ kind: 'login', redirect: null });
  });

  it('[SSO-FLOW-4] the key is passed on exactly as received', () => {
    expect(ssoOutcome({ ...ok, key: 'a+b/c=' })).toMatchObject({ key: 'a+b/c=' });
  });

  it.each<[string, SsoResultFields]>([
    ['FAILED status', { ...ok, status: 'FAILED' }],
    ['missing status', { ...ok, status: null }],
    ['missing key', { ...ok, key: null }],
    ['blank key', { ...ok, key: ' ' }],
    ['no phone nor email', { ...ok, phone: null, email_id: '' }],
    ['missing institute', { ...ok, inst_id: null }],
    ['institute 0', { ...ok, inst_id: 0 }],
    ['fractional institute', { ...ok, inst_id: 1.5 }],
  ])('[SSO-FLOW-8] [SSO-FLOW-9] %s goes to the error page with the redirect address', (_name, result) => {
    expect(ssoOutcome(result)).toEqual({ kind: 'error', redirect: '/my-account/fees' });
  });

  it.each([null, undefined])('[SSO-FLOW-8] [SSO-FLOW-9] no result (%s, a failed call) goes to the error page with /', (result) => {
    expect(ssoOutcome(result)).toEqual({ kind: 'error', redirect: '/' });
  });

  it('[SSO-FLOW-9] a failure without a usable redirect address carries /', () => {
    expect(ssoOutcome({ ...ok, status: 'FAILED', redirect_url: null })).toEqual({ kind: 'error', redirect: '/' });
    expect(ssoOutcome({ ...ok, status: 'FAILED', redirect_url: '//evil.example' })).toEqual({ kind: 'error', redirect: '/' });
  });
});

describe('error page target', () => {
  it.each([
    ['/my-account/fees', '/my-account/fees'],
    ['/my-account/dashboard?tab=1#top', '/my-account/dashboard?tab=1#top'],
    ['/', '/'],
    [' /fees ', '/fees'],
  ])('[SSO-PAGE-4] a stored same-site path %s is followed', (stored, target) => {
    expect(errorPageTarget(stored)).toBe(target);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['https://school.example/portal'],
    ['http://evil.example'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['fees'],
    ['/a b'],
    ['/a\nb'],
    ['/a\u0001b'],
    ['/a\u007fb'],
  ])('[SSO-PAGE-4] %o is not followed: Back to Login goes to /', (stored) => {
    expect(errorPageTarget(stored)).toBe('/');
  });

  it('[SSO-PAGE-4] safeRedirectPath gives the path or null', () => {
    expect(safeRedirectPath('/my-account/fees')).toBe('/my-account/fees');
    expect(safeRedirectPath('https://evil.example')).toBeNull();
  });
});
