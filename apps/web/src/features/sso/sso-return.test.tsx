import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schoolSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { stopTheClock } from '../../test/test-clock.ts';
import { SSO_LANDING_DELAY_MS } from './sso-entry.tsx';
import { passLandingDelay, ssoHandler, ssoResult } from './testing/sso-server.ts';

afterEach(() => sessionStorage.clear());

const path = () => window.location.pathname;

async function signInOnLoginPage(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await screen.findByRole('button', { name: 'Login' });
  await user.type(screen.getByLabelText('Email or Phone Number'), '9000000001');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

async function logOut(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Profile' }));
  const dialog = await screen.findByRole('dialog', { name: 'My Account' });
  await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
}

describe('after a single sign-on', () => {
  it('[SSO-PAGE-1] [SSO-PAGE-2] [SSO-PAGE-3] [SSO-PAGE-4] the error page’s Back to Login goes to the stored redirect address', async () => {
    sessionStorage.setItem('redirect_url', '/my-account/messages');
    const { user } = await renderApp('/errorPage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByText('The login link might be invalid or expired.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    await signInOnLoginPage(user);
    await waitFor(() => expect(path()).toBe('/my-account/messages'));
  });

  it('[SSO-PAGE-4] a stored address that is not a path of this site is ignored: Back to Login goes to / (decision 016)', async () => {
    sessionStorage.setItem('redirect_url', '//evil.example/x');
    const { user } = await renderApp('/errorPage');
    await user.click(await screen.findByRole('button', { name: 'Back to Login' }));
    await signInOnLoginPage(user);
    await waitFor(() => expect(path()).toBe('/my-account/dashboard'));
  });

  it('[SSO-FLOW-5] [SSO-FLOW-6] [SESSION-LOGOUT-6] logout after a token login returns to the stored redirect address, once', async () => {
    server.use(ssoHandler(ssoResult({ redirect_url: '/my-account/messages' })));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await renderApp('/userLogin?token=one');
    await passLandingDelay(SSO_LANDING_DELAY_MS);
    await waitFor(() => expect(path()).toBe('/my-account/messages'));
    // Real timers from here; the date stays the suite's stopped one, the day of the sessions.
    vi.useRealTimers();
    stopTheClock();
    await logOut(user);
    // The portal screen needs a session: the login page carries it and leads back after signing in.
    await signInOnLoginPage(user);
    await waitFor(() => expect(path()).toBe('/my-account/messages'));
    expect(sessionStorage.getItem('loginViaToken')).toBeNull();
    // The marks are spent: the next logout is a plain one.
    await logOut(user);
    await signInOnLoginPage(user);
    await waitFor(() => expect(path()).toBe('/my-account/dashboard'));
  });

  it('[SESSION-LOGOUT-5] a token login without a redirect address logs out to the plain login page', async () => {
    sessionStorage.setItem('loginViaToken', 'true');
    const { user } = await renderApp('/messages', { session: schoolSession });
    await logOut(user);
    await signInOnLoginPage(user);
    await waitFor(() => expect(path()).toBe('/my-account/dashboard'));
  });
});
