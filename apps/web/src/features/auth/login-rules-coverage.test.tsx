import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/login-helpers.ts';
import { fail, ok, server } from '../../test/server.ts';

// LOGIN-SCREEN-11: which login messages are toasts and which the Alert dialog (issue 33).

const LOGIN = '/api/v2/user/v3/login';
/** The toaster's messages (the login loader is a progressbar, not a status). */
const toastTexts = () => screen.queryAllByRole('status').map((s) => s.textContent);

describe('where login messages appear', () => {
  it('[LOGIN-SCREEN-11] a failed validation check is a toast, not the Alert dialog', async () => {
    await signIn('9000000001', 'abc');
    await waitFor(() => expect(toastTexts()).toEqual(['Password length should be at least 4 digits long']));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('[LOGIN-SCREEN-11] a refused login is a toast, not the Alert dialog', async () => {
    server.use(http.post(LOGIN, () => fail(401, 'Invalid Login Details', 'INVALID_CREDENTIALS')));
    await signIn('9000000001', 'wrong-password');
    await waitFor(() => expect(toastTexts()).toEqual(['Invalid Login Details']));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('[LOGIN-SCREEN-11] the exceptions of LOGIN-ERR-6 and LOGIN-ERR-7 use the Alert dialog and no toast', async () => {
    server.use(http.post(LOGIN, () => ok({ login_option: 13, device_id: 'test-device-0001' })));
    const { user } = await signIn();
    const blocked = await screen.findByRole('alertdialog', { name: 'Alert' });
    expect(blocked).toHaveTextContent('Your account is blocked. Please contact your institute.');
    expect(toastTexts()).toEqual([]);
    await user.click(within(blocked).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    server.use(http.post(LOGIN, () => fail(400, 'Please use the new app : app_link : https://apps.example/portal')));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const linked = await screen.findByRole('alertdialog', { name: 'Alert' });
    expect(linked).toHaveTextContent('Please use the new app');
    expect(toastTexts()).toEqual([]);
  });
});
