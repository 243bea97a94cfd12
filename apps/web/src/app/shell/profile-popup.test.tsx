import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TSession } from '@portal/contract';
import { coachingSession, parentSession, schoolSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { fail, sent, server } from '../../test/server.ts';

async function openPopup(session: TSession) {
  localStorage.setItem('device_id', 'device-kept-1234');
  localStorage.setItem('alreadyLoggedIn', 'true');
  const view = await renderApp('/dashboard', { session });
  await view.user.click(await screen.findByRole('button', { name: 'Profile' }));
  const dialog = await screen.findByRole('dialog', { name: 'My Account' });
  return { ...view, dialog };
}

describe('profile popup', () => {
  it('[SHELL-POPUP-1] [SHELL-POPUP-2] [SHELL-POPUP-3] [SHELL-POPUP-4] a student sees name, display id, phone and a Profile link', async () => {
    const { dialog, user } = await openPopup(schoolSession);
    expect(dialog).toHaveTextContent('Aarav Sharma');
    expect(dialog).toHaveTextContent('SPS-2024-017');
    expect(dialog).toHaveTextContent('+91 9000000001');
    await user.click(within(dialog).getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/my-account/Profile');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('[SHELL-POPUP-2] [SHELL-POPUP-3] a parent login shows the parent name and parent id', async () => {
    const { dialog } = await openPopup(parentSession);
    expect(dialog).toHaveTextContent('Meera Sharma');
    expect(dialog).toHaveTextContent('8801');
    expect(dialog).not.toHaveTextContent('SPS-2024-017');
  });

  it('[SHELL-POPUP-6] [SHELL-POPUP-7] privacy and terms links only when the institute has them', async () => {
    const { dialog } = await openPopup(schoolSession);
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', 'https://sunrise.example/privacy');
    expect(within(dialog).getByRole('link', { name: 'Terms Of Service' })).toHaveAttribute('href', 'https://sunrise.example/terms');
  });

  it('[SHELL-POPUP-6] [SHELL-POPUP-7] no privacy or terms link without their addresses', async () => {
    const { dialog } = await openPopup(coachingSession);
    expect(within(dialog).queryByRole('link', { name: 'Privacy Policy' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Terms Of Service' })).not.toBeInTheDocument();
  });

  it('[SESSION-LOGOUT-1..5] [SESSION-LOGOUT-7] Logout calls the logout API, clears the session and keeps the device id', async () => {
    const { dialog, user } = await openPopup(schoolSession);
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(window.location.pathname).toMatch(/^\/my-account\/?$/);
    const call = sent.find((r) => r.url.pathname === '/api/v1/alternateLogin/logout');
    expect(call?.url.searchParams.get('deviceId')).toBe('device-kept-1234');
    expect(call?.headers.get('Source')).toBe('WEB');
    expect(localStorage.getItem('portal.session')).toBeNull();
    expect(localStorage.getItem('alreadyLoggedIn')).toBeNull();
    expect(localStorage.getItem('productTab')).toBe('prod_ongoing');
    expect(localStorage.getItem('device_id')).toBe('device-kept-1234');
  });

  it('[SESSION-LOGOUT-8] a 403 to the logout call just clears the session', async () => {
    server.use(http.get('/api/v1/alternateLogin/logout', () => fail(403, 'Session ended')));
    const { dialog, user } = await openPopup(schoolSession);
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(localStorage.getItem('portal.session')).toBeNull();
  });

  it('[SESSION-LOGOUT-9] another failure shows its message (or the status text) and still signs out here', async () => {
    server.use(http.get('/api/v1/alternateLogin/logout', () => fail(500, '')));
    const { dialog, user } = await openPopup(schoolSession);
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('portal.session')).toBeNull());
  });

  it('[SESSION-LOGOUT-5] after a logout the next login lands on /dashboard, not where the user was', async () => {
    const { dialog, user } = await openPopup(schoolSession);
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await screen.findByRole('button', { name: 'Login' });
    await user.type(screen.getByLabelText('Email or Phone Number'), '9000000001');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(window.location.pathname).toBe('/my-account/dashboard'));
  });
});
