import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './create-test-app.ts';
import { signIn } from './login-helpers.ts';

/** A demo account to sign in: its login, or its login with the body's extras (a parent's student_id). */
export type TestAccount = string | { user: string; extra: Parameters<typeof signIn>[2] };

/** The file's app, and each named account's session token. */
export type SignedInApp<Name extends string> = TestApp & { tokens: Record<Name, string> };

/**
 * The start most server test files share: one app for the whole file (createTestApp) with the
 * named demo accounts signed in once, closed after the file. Call it at the top level of a test
 * file: it registers the file's first beforeAll and its last afterAll, and what it returns is
 * filled in before the file's own beforeAll hooks and its tests run.
 *
 *   const t = useSignedInApp({ aarav: '9000000001', parent: { user: '9000000010', extra: { student_id: 5001 } } });
 *   it('...', () => getLabels(t.app, t.tokens.aarav));
 */
export function useSignedInApp<const Name extends string>(accounts: Record<Name, TestAccount>, options?: Parameters<typeof createTestApp>[0]): SignedInApp<Name> {
  const signedIn = { tokens: {} } as SignedInApp<Name>;
  beforeAll(async () => {
    Object.assign(signedIn, await createTestApp(options));
    for (const [name, account] of Object.entries<TestAccount>(accounts)) {
      const { user, extra } = typeof account === 'string' ? { user: account, extra: undefined } : account;
      signedIn.tokens[name as Name] = (await signIn(signedIn.app, user, extra)).token!;
    }
  });
  afterAll(() => signedIn.close?.());
  return signedIn;
}
