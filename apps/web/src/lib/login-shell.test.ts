import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOGIN_SHELL_ID,
  releaseLoginShell,
  SHELL_CLICKED_ATTRIBUTE,
  SHELL_PRESSING_ATTRIBUTE,
  SHELL_SUBMITTED_ATTRIBUTE,
  shellSubmitted,
  shellValue,
  takeShellSubmission,
} from './login-shell.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the prerendered login page, from the app side (decision 053)', () => {
  it('answers what was typed into the shell by field kind, nothing without a shell', () => {
    expect(shellValue('username')).toBe('');
    document.body.innerHTML = `<div id="${LOGIN_SHELL_ID}"><input autocomplete="username" value="aarav@school.example"></div>`;
    expect(shellValue('username')).toBe('aarav@school.example');
    expect(shellValue('current-password')).toBe('');
  });

  it('tells whether the shell was sent before the app took over', () => {
    expect(shellSubmitted()).toBe(false);
    document.body.innerHTML = `<div id="${LOGIN_SHELL_ID}"></div>`;
    expect(shellSubmitted()).toBe(false);
    document.getElementById(LOGIN_SHELL_ID)!.setAttribute(SHELL_SUBMITTED_ATTRIBUTE, '');
    expect(shellSubmitted()).toBe(true);
    // Taken once by the app's form, so the swap does not send it again.
    expect(takeShellSubmission()).toBe(true);
    expect(shellSubmitted()).toBe(false);
    expect(takeShellSubmission()).toBe(false);
  });

  it('waits for a press under way on the shell to end before swapping, then presses Login if it was sent meanwhile', async () => {
    const page = (id: string) => `<div class="page"><form><button type="button">Forgot?</button><button type="submit" id="${id}">Login</button></form></div>`;
    document.body.innerHTML = `<div id="${LOGIN_SHELL_ID}" ${SHELL_PRESSING_ATTRIBUTE}="">${page('shell-login')}</div><div id="root">${page('app-login')}</div>`;
    const sent = vi.fn((e: Event) => e.preventDefault());
    document.getElementById('app-login')!.addEventListener('click', sent);
    releaseLoginShell();
    // The pointer is still down: a swap now would take the release to another element, and no click.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.getElementById(LOGIN_SHELL_ID)).not.toBeNull();
    // The release's click reaches the shell's Login (marked sent by the gate); then the swap.
    document.getElementById(LOGIN_SHELL_ID)!.setAttribute(SHELL_SUBMITTED_ATTRIBUTE, '');
    window.dispatchEvent(new Event('pointerup'));
    await vi.waitFor(() => expect(document.getElementById(LOGIN_SHELL_ID)).toBeNull());
    await vi.waitFor(() => expect(sent).toHaveBeenCalledOnce());
  });

  it('after a press that sent nothing, swaps and presses nothing', async () => {
    document.body.innerHTML = `<div id="${LOGIN_SHELL_ID}" ${SHELL_PRESSING_ATTRIBUTE}=""><div class="page"><button type="submit">Login</button></div></div><div id="root"><div class="page"><button type="submit" id="app-login">Login</button></div></div>`;
    const sent = vi.fn();
    document.getElementById('app-login')!.addEventListener('click', sent);
    releaseLoginShell();
    window.dispatchEvent(new Event('pointercancel'));
    await vi.waitFor(() => expect(document.getElementById(LOGIN_SHELL_ID)).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).not.toHaveBeenCalled();
  });

  it('releasing removes the shell and moves the focus to the same kind of field in the app', () => {
    document.body.innerHTML = `<div id="${LOGIN_SHELL_ID}"><input autocomplete="username"></div><div id="root"><input autocomplete="username" id="app-user"></div>`;
    document.querySelector<HTMLInputElement>(`#${LOGIN_SHELL_ID} input`)!.focus();
    releaseLoginShell();
    expect(document.getElementById(LOGIN_SHELL_ID)).toBeNull();
    expect(document.activeElement?.id).toBe('app-user');
    releaseLoginShell(); // once gone, nothing to do
    expect(document.activeElement?.id).toBe('app-user');
  });

  it("presses the app's counterpart of the button pressed on the shell, on the same page only", async () => {
    const page = (id: string) => `<div class="page"><button type="button">Home</button><button type="button" id="${id}">Forgot?</button></div>`;
    document.body.innerHTML = `<div id="${LOGIN_SHELL_ID}" ${SHELL_CLICKED_ATTRIBUTE}="1">${page('shell-forgot')}</div><div id="root">${page('app-forgot')}</div>`;
    const pressed = vi.fn();
    document.getElementById('app-forgot')!.addEventListener('click', pressed);
    releaseLoginShell();
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledOnce());

    document.body.innerHTML = `<div id="${LOGIN_SHELL_ID}" ${SHELL_CLICKED_ATTRIBUTE}="1">${page('shell-forgot')}</div><div id="root"><div class="dashboard"><button type="button">a</button><button type="button" id="other">b</button></div></div>`;
    const other = vi.fn();
    document.getElementById('other')!.addEventListener('click', other);
    releaseLoginShell();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(other).not.toHaveBeenCalled();
  });

  it('leaves the focus alone when the user was not in the shell', () => {
    document.body.innerHTML = `<div id="${LOGIN_SHELL_ID}"><input autocomplete="username"></div><div id="root"><input autocomplete="username"><button id="other">x</button></div>`;
    document.getElementById('other')!.focus();
    releaseLoginShell();
    expect(document.activeElement?.id).toBe('other');
  });
});
