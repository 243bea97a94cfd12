import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { loginBodies, server } from '../../test/server.ts';

async function openLogin() {
  const view = await renderApp('/');
  await screen.findByRole('button', { name: 'Login' });
  return view;
}

const field = () => screen.getByLabelText('Email or Phone Number');
const password = () => screen.getByLabelText('Password', { selector: 'input' });

describe('login screen', () => {
  it('[LOGIN-SCREEN-1] shows the institute logo and the headings Sign In and to your account', async () => {
    await openLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'to your account' })).toBeInTheDocument();
    const logo = await screen.findByRole('img', { name: 'Sunrise Public School logo' });
    expect(logo).toHaveAttribute('src', '/my-account/brand/school-logo.svg');
  });

  it('[SHELL-BRAND-3] [SHELL-BRAND-5] keeps the branding institute id and applies its favicon', async () => {
    await openLogin();
    await waitFor(() => expect(localStorage.getItem('instituteId')).toBe('101'));
    expect(document.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/my-account/brand/school-favicon.svg');
  });

  it('[LOGIN-SCREEN-3] strips spaces from the email or phone field as the user types', async () => {
    const { user } = await openLogin();
    await user.type(field(), 'a b@x. com');
    expect(field()).toHaveValue('ab@x.com');
  });

  it('[LOGIN-SCREEN-4] the toggle shows and hides the password', async () => {
    const { user } = await openLogin();
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('[LOGIN-SCREEN-6] [LOGIN-OUT-1] Enter in the password field submits the login', async () => {
    const { user } = await openLogin();
    await user.type(field(), '9000000001');
    await user.type(password(), 'demo1234{Enter}');
    await waitFor(() => expect(loginBodies()).toHaveLength(1));
    expect(loginBodies()[0]).toMatchObject({ user_name: '9000000001', password: 'demo1234', source: 'WEB', institute_id: 101 });
  });

  it('[LOGIN-SCREEN-7] [LOGIN-SCREEN-8] shows a Home button under /my-account', async () => {
    await openLogin();
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
  });

  it('[LOGIN-SCREEN-9] Forgot Password? opens a dialog that Escape closes', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
    expect(within(dialog).getByLabelText('Mobile number')).toBeInTheDocument(); // PWD-FORGOT: components/password.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('[SHELL-BRAND-2] an unknown host keeps the default logo and sends no institute id', async () => {
    server.use(http.get('/api/v1/institutes/getLogoAndFavIcon', () => HttpResponse.json([])));
    localStorage.setItem('instituteId', '101');
    const { user } = await openLogin();
    expect(await screen.findByRole('img', { name: 'Portal logo' })).toHaveAttribute('src', expect.stringMatching(/brand\/default-logo\.svg$/));
    await user.type(field(), '9000000001');
    await user.type(password(), 'demo1234{Enter}');
    await waitFor(() => expect(loginBodies()).toHaveLength(1));
    expect(loginBodies()[0]).not.toHaveProperty('institute_id');
  });

  it('[SHELL-LANG-3] the login page of institute 106343 is French and its language picker is disabled', async () => {
    server.use(
      http.get('/api/v1/institutes/getLogoAndFavIcon', () =>
        HttpResponse.json([{ logoPath: '/my-account/brand/small-logo.svg', favIconPath: '/my-account/brand/small-favicon.svg', instituteId: 106343, institute_name: 'Petit Institut' }]),
      ),
    );
    await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'FR Langue' })).toBeDisabled();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('[SHELL-LANG-1] the login page has a language picker that switches the texts', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'EN Language' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'हिन्दी' }));
    expect(await screen.findByRole('button', { name: 'लॉगिन' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
  });
});
