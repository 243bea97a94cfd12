import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { loginBodies } from '../../test/server.ts';

async function attempt(user: string, pass: string) {
  const view = await renderApp('/');
  await screen.findByRole('button', { name: 'Login' });
  if (user) await view.user.type(screen.getByLabelText('Email or Phone Number'), user);
  if (pass) await view.user.type(screen.getByLabelText('Password', { selector: 'input' }), pass);
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
  return view;
}

const toastTexts = () => screen.queryAllByRole('status').map((s) => s.textContent);

describe('login validation', () => {
  const cases: [string, string, string, string][] = [
    ['LOGIN-VALID-1', '', '', 'Email or Phone Number is required'],
    ['LOGIN-VALID-2', '9000000001', '', 'Password is required'],
    ['LOGIN-VALID-3', '12345', 'demo1234', 'Please enter a valid Phone number'],
    ['LOGIN-VALID-4', 'aarav@school', 'demo1234', 'You have entered an invalid email address!'],
    ['LOGIN-VALID-5', '9000000001', '     ', 'Please enter valid password'],
    ['LOGIN-VALID-6', '9000000001', 'abc', 'Password length should be at least 4 digits long'],
  ];
  for (const [rule, user, pass, text] of cases) {
    it(`[${rule}] [LOGIN-VALID-7] [LOGIN-VALID-12] shows '${text}' as the only toast and sends nothing`, async () => {
      await attempt(user, pass);
      await waitFor(() => expect(toastTexts()).toEqual([text]));
      expect(loginBodies()).toEqual([]);
    });
  }

  it('[LOGIN-VALID-7] shows only the first failing check (empty login before a short password)', async () => {
    await attempt('', 'ab');
    await waitFor(() => expect(toastTexts()).toEqual(['Email or Phone Number is required']));
  });

  it('[LOGIN-VALID-9] an all-digit value is judged by the phone test, not the email test', async () => {
    await attempt('123', 'demo1234');
    await waitFor(() => expect(toastTexts()).toEqual(['Please enter a valid Phone number']));
  });

  it('[LOGIN-VALID-8] [LOGIN-SCREEN-5] a password of exactly 4 characters passes and the Login button sends the request', async () => {
    await attempt('aarav@school.example', 'abcd');
    await waitFor(() => expect(loginBodies()).toHaveLength(1));
    expect(loginBodies()[0]).toMatchObject({ user_name: 'aarav@school.example', password: 'abcd' });
  });
});
