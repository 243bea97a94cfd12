// Issue 33: header, branding and profile-popup rules not cited elsewhere, checked on the app as a
// page load renders it (renderApp runs bootstrap, as main.tsx does).
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { schoolSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { sent, server } from '../../test/server.ts';

const icon = () => document.querySelector<HTMLLinkElement>('link[rel="icon"]');

describe('header and popup', () => {
  it('[SHELL-HEAD-6] the header holds a theme picker offering Dark, Blue, Light and Purple', async () => {
    const { user } = await renderApp('/dashboard', { session: schoolSession });
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'Theme' }));
    const options = within(screen.getByRole('menu', { name: 'Theme' })).getAllByRole('menuitemradio');
    expect(options.map((o) => o.textContent).sort()).toEqual(['Blue', 'Dark', 'Light', 'Purple']);
    await user.click(within(screen.getByRole('menu', { name: 'Theme' })).getByRole('menuitemradio', { name: 'Dark' }));
    expect(document.body.className).toBe('dark');
  });

  it('[SHELL-POPUP-5] the profile popup has a Logout button, which logs out', async () => {
    const { user } = await renderApp('/dashboard', { session: schoolSession });
    await user.click(await screen.findByRole('button', { name: 'Profile' }));
    const popup = await screen.findByRole('dialog', { name: 'My Account' });
    await user.click(within(popup).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(sent.some((r) => r.url.pathname === '/api/v1/alternateLogin/logout')).toBe(true);
    expect(localStorage.getItem('portal.session')).toBeNull();
  });
});

describe('the stored favicon', () => {
  it('[SHELL-BRAND-4] a page load applies the stored icon setting while the branding lookup is still out', async () => {
    // The lookup never answers here: the icon shown can only come from the stored setting.
    server.use(http.get('/api/v1/institutes/getLogoAndFavIcon', async () => (await delay('infinite'), HttpResponse.json([]))));
    localStorage.setItem('favIconPath', '/my-account/brand/kept-favicon.png');
    await renderApp('/dashboard', { session: schoolSession });
    await screen.findByRole('banner');
    expect(icon()).toHaveAttribute('href', '/my-account/brand/kept-favicon.png');
  });

  it('[SHELL-BRAND-4] the branding favicon is stored for the next load; a stored value that is no web address is not applied', async () => {
    await renderApp('/');
    await waitFor(() => expect(localStorage.getItem('favIconPath')).toBe('/my-account/brand/school-favicon.svg'));
    icon()?.remove();
    localStorage.setItem('favIconPath', 'javascript:alert(1)');
    await renderApp('/dashboard', { session: schoolSession });
    expect(icon()?.getAttribute('href') ?? null).not.toBe('javascript:alert(1)');
  });
});
