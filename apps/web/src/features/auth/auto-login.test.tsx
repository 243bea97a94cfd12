import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { loginBodies } from '../../test/server.ts';

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
    const started = Date.now();
    await renderApp(`/?user=9000000001&password=${encoded}`);
    await screen.findByRole('button', { name: 'Login' });
    expect(loginBodies()).toHaveLength(0);
    await waitFor(() => expect(loginBodies()).toHaveLength(1), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(650);
  });

  it('[LOGIN-AUTO-2] a password that is not base64 signs nobody in and still leaves the address', async () => {
    await renderApp('/?user=9000000001&password=%%%');
    expect(window.location.search).toBe('');
    await screen.findByRole('button', { name: 'Login' });
    await new Promise((r) => setTimeout(r, 900));
    expect(loginBodies()).toHaveLength(0);
  });
});
