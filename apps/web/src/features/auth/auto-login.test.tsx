import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { loginBodies } from '../../test/server.ts';
import { holdTheTimers, runDueWork, runUntil } from '../../test/test-clock.ts';
import { AUTO_LOGIN_DELAY_MS } from './use-auto-login.ts';

const encoded = btoa('demo1234');

describe('auto-login from the address', () => {
  it('[LOGIN-AUTO-1] [LOGIN-AUTO-2] removes user and password from the address at once, then signs in with the decoded password', async () => {
    const length = window.history.length;
    await renderApp(`/?user=9000000001&password=${encoded}&lang=x`);
    // Gone before the first render, and replaced rather than pushed: history holds no copy.
    expect(window.location.search).toBe('?lang=x');
    expect(window.history.length).toBe(length);
    await waitFor(() => expect(loginBodies()).toHaveLength(1), { timeout: 3000 });
    expect(loginBodies()[0]).toMatchObject({ user_name: '9000000001', password: 'demo1234' });
    await waitFor(() => expect(window.location.pathname).toBe('/my-account/dashboard'));
    expect(JSON.stringify(localStorage)).not.toContain('demo1234');
  });

  it('[LOGIN-AUTO-3] waits about 700 ms before signing in', async () => {
    // Held timers: the wait is measured on them, not on a busy machine's real time.
    holdTheTimers();
    await renderApp(`/?user=9000000001&password=${encoded}`);
    await runUntil(() => screen.queryByRole('button', { name: 'Login' }) !== null, 'the login page');
    await act(() => vi.advanceTimersByTimeAsync(AUTO_LOGIN_DELAY_MS - 1));
    await runDueWork();
    expect(loginBodies()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await runUntil(() => loginBodies().length === 1, 'the login is sent');
    expect(AUTO_LOGIN_DELAY_MS).toBe(700);
  });

  it('[LOGIN-AUTO-2] a password that is not base64 signs nobody in and still leaves the address', async () => {
    holdTheTimers();
    await renderApp('/?user=9000000001&password=%%%');
    expect(window.location.search).toBe('');
    await runUntil(() => screen.queryByRole('button', { name: 'Login' }) !== null, 'the login page');
    await act(() => vi.advanceTimersByTimeAsync(AUTO_LOGIN_DELAY_MS * 10));
    await runDueWork();
    expect(loginBodies()).toHaveLength(0);
  });
});
