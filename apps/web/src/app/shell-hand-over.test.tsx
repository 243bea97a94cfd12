import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_SHELL_ID, SHELL_CLICKED_ATTRIBUTE, SHELL_SUBMITTED_ATTRIBUTE } from '../lib/login-shell.ts';
import { schoolSession } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { loginBodies } from '../test/server.ts';
import { renderLoginShell } from './prerender/login-shell.tsx';

/** The page as index.html gives it: the prerendered login page before the app's root. */
async function withShell() {
  const shell = document.createElement('div');
  shell.id = LOGIN_SHELL_ID;
  shell.innerHTML = await renderLoginShell();
  document.body.prepend(shell);
  return shell;
}

afterEach(() => document.getElementById(LOGIN_SHELL_ID)?.remove());

describe('the app takes the prerendered login page over (decision 053)', () => {
  it('removes the shell when its login page is drawn, keeping what was typed and where the cursor was', async () => {
    const shell = await withShell();
    shell.querySelector<HTMLInputElement>('input[autocomplete="username"]')!.value = '98765 43210';
    const typed = shell.querySelector<HTMLInputElement>('input[autocomplete="current-password"]')!;
    typed.value = 'secret1';
    typed.focus();
    await renderApp('/');
    await waitFor(() => expect(document.getElementById(LOGIN_SHELL_ID)).toBeNull());
    expect(screen.getByLabelText('Email or Phone Number')).toHaveValue('9876543210');
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password).toHaveValue('secret1');
    expect(password).toHaveFocus();
    expect(screen.getAllByRole('button', { name: 'Login' })).toHaveLength(1);
  });

  it('sends the login the user asked for on the shell (Enter or Login, marked by the gate) once it has taken over', async () => {
    const shell = await withShell();
    shell.querySelector<HTMLInputElement>('input[autocomplete="username"]')!.value = '9000000001';
    shell.querySelector<HTMLInputElement>('input[autocomplete="current-password"]')!.value = 'demo1234';
    shell.setAttribute(SHELL_SUBMITTED_ATTRIBUTE, '');
    await renderApp('/');
    await waitFor(() => expect(loginBodies()).toHaveLength(1));
    expect(loginBodies()[0]).toMatchObject({ user_name: '9000000001', password: 'demo1234' });
  });

  it('sends nothing when the shell was only typed into', async () => {
    const shell = await withShell();
    shell.querySelector<HTMLInputElement>('input[autocomplete="username"]')!.value = '9000000001';
    await renderApp('/');
    await waitFor(() => expect(document.getElementById(LOGIN_SHELL_ID)).toBeNull());
    expect(screen.getByLabelText('Email or Phone Number')).toHaveValue('9000000001');
    expect(loginBodies()).toHaveLength(0);
  });

  it("presses on the app's page the button pressed on the shell (Forgot Password? opens its dialog)", async () => {
    const shell = await withShell();
    const buttons = [...shell.querySelectorAll('button')];
    shell.setAttribute(SHELL_CLICKED_ATTRIBUTE, String(buttons.findIndex((b) => b.textContent === 'Forgot Password?')));
    await renderApp('/');
    // The press reached the app's button: its dialog opened (its texts are another test's concern).
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('removes it as well when the address leads elsewhere (a stored session goes to the dashboard)', async () => {
    await withShell();
    await renderApp('/', { session: schoolSession });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(document.getElementById(LOGIN_SHELL_ID)).toBeNull();
  });
});
