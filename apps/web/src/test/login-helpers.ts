import { screen } from '@testing-library/react';
import { renderApp } from './render-app.tsx';

/** Opens the login page and signs in with the given credentials. */
export async function signIn(user = '9000000001', password = 'demo1234', path = '/') {
  const view = await renderApp(path);
  await screen.findByRole('button', { name: 'Login' });
  await view.user.type(screen.getByLabelText('Email or Phone Number'), user);
  await view.user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
  return view;
}

export const currentPath = () => window.location.pathname;
