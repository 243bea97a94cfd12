// Issue 33 [CONST-SRC-1]: the client type WEB (the login's source) and the forgot-password
// source label study-app are fixed values of the wire: any other is refused.
import { describe, expect, it } from 'vitest';
import { ZLoginRequest } from './auth.ts';
import { ZForgotPasswordRequest } from './profile.ts';

describe('source labels', () => {
  it('[CONST-SRC-1] the login source is WEB and the forgot-password source is study-app, nothing else', () => {
    const login = { user_name: '9000000001', password: 'demo1234', device_id: 'device-0001' };
    expect(ZLoginRequest.safeParse({ ...login, source: 'WEB' }).success).toBe(true);
    for (const source of ['web', 'study-app', 'IOS-APP', undefined]) expect(ZLoginRequest.safeParse({ ...login, source }).success, String(source)).toBe(false);
    expect(ZForgotPasswordRequest.safeParse({ source: 'study-app', user_name: '9000000001' }).success).toBe(true);
    for (const source of ['WEB', 'study_app', undefined]) expect(ZForgotPasswordRequest.safeParse({ source, user_name: '9000000001' }).success, String(source)).toBe(false);
  });
});
