import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_LOGIN_SHELL_CLASS, SHELL_CLICKED_ATTRIBUTE, SHELL_PRESSING_ATTRIBUTE, SHELL_SUBMITTED_ATTRIBUTE } from '../../lib/login-shell.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { loginGateScript } from './login-gate.ts';

const ENTRY = '/my-account/assets/index-abc123.js';
const FRAMEWORK = '/my-account/assets/framework-abc123.js';

/** Runs the gate as the page would, at the given address; answers whether the shell shows. */
const SIGNED_IN = {
  common: ['/my-account/assets/protected-layout-abc.js', '/my-account/assets/protected-layout-abc.css'],
  screens: { '/dashboard': ['/my-account/assets/dashboard-screen-abc.js', '/my-account/assets/dashboard-screen-abc.css'] },
};

function runGate(path: string): boolean {
  window.history.replaceState(null, '', path);
  new Function(loginGateScript(ENTRY, [FRAMEWORK], SIGNED_IN))();
  return !document.documentElement.classList.contains(NO_LOGIN_SHELL_CLASS);
}

const started = () => document.head.querySelector<HTMLScriptElement>(`script[src="${ENTRY}"]`);
const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

afterEach(async () => {
  // A gate that showed the shell starts the app a couple of frames later: let it, then clean up.
  await new Promise((resolve) => setTimeout(resolve, 100));
  document.documentElement.className = '';
  document.head.querySelectorAll('script, link').forEach((s) => s.remove());
});

describe('the gate that shows the prerendered login page only where it is right (decision 053)', () => {
  it('shows it on the login routes of a visitor with nothing stored', () => {
    expect(runGate('/my-account/')).toBe(true);
    document.documentElement.className = '';
    expect(runGate('/my-account/userLogin')).toBe(true);
  });

  it('hides it on every other address: a signed-in user reloading a screen sees no login form', () => {
    for (const path of ['/my-account/dashboard', '/my-account/errorPage', '/my-account/test-panel', '/my-account/userlogin']) {
      document.documentElement.className = '';
      expect(runGate(path), path).toBe(false);
    }
  });

  it('hides it for a single sign-on link and when a session is stored', () => {
    expect(runGate('/my-account/userLogin?token=abc')).toBe(false);
    document.documentElement.className = '';
    localStorage.setItem(STORAGE_KEYS.session, '{}');
    expect(runGate('/my-account/')).toBe(false);
  });

  it('hides it when the app will not speak English: a stored choice, the browser, the French institute', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'hi');
    expect(runGate('/my-account/')).toBe(false);
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    document.documentElement.className = '';
    expect(runGate('/my-account/')).toBe(true);
    localStorage.removeItem(STORAGE_KEYS.language);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en']);
    document.documentElement.className = '';
    expect(runGate('/my-account/')).toBe(false);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    localStorage.setItem(STORAGE_KEYS.instituteId, '106343');
    document.documentElement.className = '';
    expect(runGate('/my-account/')).toBe(false);
  });

  it('puts the stored theme on <body> at once; an unknown one is left alone', () => {
    document.body.className = 'light';
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    runGate('/my-account/dashboard');
    expect(document.body.className).toBe('dark');
    localStorage.setItem(STORAGE_KEYS.theme, 'neon');
    document.body.className = 'light';
    runGate('/my-account/');
    expect(document.body.className).toBe('light');
  });

  it('fetches and starts the app at once without the shell, after its first paint with it', async () => {
    runGate('/my-account/dashboard');
    expect(started()?.type).toBe('module');
    expect(preloaded()).toEqual([ENTRY, FRAMEWORK]);
    document.head.querySelectorAll('script, link').forEach((s) => s.remove());
    runGate('/my-account/');
    expect(started()).toBeNull();
    expect(preloaded()).toEqual([]);
    await vi.waitFor(() => expect(started()).not.toBeNull());
    expect(preloaded()).toEqual([ENTRY, FRAMEWORK]);
  });

  it('starts the app at once when the address carries credentials, to take them out before the page loads', () => {
    expect(runGate('/my-account/?user=9000000001&password=ZGVtbzEyMzQ=')).toBe(true);
    expect(started()).not.toBeNull();
  });

  it("keeps the shell's form from being submitted by the browser, and marks it sent for the app", () => {
    runGate('/my-account/');
    document.body.insertAdjacentHTML('beforeend', '<div id="login-shell"><form><button type="submit">Login</button></form></div>');
    const shell = document.getElementById('login-shell')!;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    shell.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(shell.hasAttribute(SHELL_SUBMITTED_ATTRIBUTE)).toBe(true);
    shell.remove();
  });

  it('marks which other button of the shell was pressed last, for the app to press it again', () => {
    runGate('/my-account/');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div id="login-shell"><div><button type="button">Home</button><form><button type="button"><span>Forgot?</span></button><button type="submit">Login</button></form></div></div><button id="outside" type="button">x</button>',
    );
    const shell = document.getElementById('login-shell')!;
    shell.querySelector('span')!.click();
    expect(shell.getAttribute(SHELL_CLICKED_ATTRIBUTE)).toBe('1');
    shell.querySelector<HTMLButtonElement>('button[type="submit"]')!.addEventListener('click', (e) => e.preventDefault());
    shell.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    document.getElementById('outside')!.click();
    expect(shell.getAttribute(SHELL_CLICKED_ATTRIBUTE)).toBe('1');
    shell.remove();
    document.getElementById('outside')!.remove();
  });

  it('marks a press under way on the shell until the pointer is released or cancelled, anywhere', () => {
    runGate('/my-account/');
    document.body.insertAdjacentHTML('beforeend', '<div id="login-shell"><button type="submit">Login</button></div><button id="outside" type="button">x</button>');
    const shell = document.getElementById('login-shell')!;
    const pointer = (type: string, target: Element) => target.dispatchEvent(new Event(type, { bubbles: true }));
    pointer('pointerdown', document.getElementById('outside')!);
    expect(shell.hasAttribute(SHELL_PRESSING_ATTRIBUTE)).toBe(false);
    pointer('pointerdown', shell.querySelector('button')!);
    expect(shell.hasAttribute(SHELL_PRESSING_ATTRIBUTE)).toBe(true);
    pointer('pointerup', document.getElementById('outside')!);
    expect(shell.hasAttribute(SHELL_PRESSING_ATTRIBUTE)).toBe(false);
    pointer('pointerdown', shell.querySelector('button')!);
    pointer('pointercancel', shell.querySelector('button')!);
    expect(shell.hasAttribute(SHELL_PRESSING_ATTRIBUTE)).toBe(false);
    shell.remove();
    document.getElementById('outside')!.remove();
  });

  it("asks at once for the shell's and the screen's files of a signed-in page opened directly, and only then", () => {
    const asked = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"], link[rel="modulepreload"]')]
        .filter((l) => !l.getAttribute('href')!.includes('index-') && !l.getAttribute('href')!.includes('framework-'))
        .map((l) => `${l.rel}${l.rel === 'preload' ? `:${l.getAttribute('as') ?? l.as}` : ''} ${l.getAttribute('href')}`);
    runGate('/my-account/dashboard/');
    expect(asked()).toEqual([]); // no session stored: the login page comes next, not the dashboard
    localStorage.setItem(STORAGE_KEYS.session, '{}');
    for (const path of ['/my-account/fees', '/my-account/', '/elsewhere/dashboard']) {
      document.head.querySelectorAll('script, link').forEach((l) => l.remove());
      runGate(path);
      expect(asked(), path).toEqual([]);
    }
    document.head.querySelectorAll('script, link').forEach((l) => l.remove());
    runGate('/my-account/dashboard/');
    expect(asked()).toEqual([
      'modulepreload /my-account/assets/protected-layout-abc.js',
      'preload:style /my-account/assets/protected-layout-abc.css',
      'modulepreload /my-account/assets/dashboard-screen-abc.js',
      'preload:style /my-account/assets/dashboard-screen-abc.css',
    ]);
  });

  it("asks for the app's own modules before the signed-in page's files (issue 14: the framework queued behind them)", () => {
    localStorage.setItem(STORAGE_KEYS.session, '{}');
    runGate('/my-account/dashboard');
    const asked = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"], link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    expect(asked).toEqual([
      ENTRY,
      FRAMEWORK,
      '/my-account/assets/protected-layout-abc.js',
      '/my-account/assets/protected-layout-abc.css',
      '/my-account/assets/dashboard-screen-abc.js',
      '/my-account/assets/dashboard-screen-abc.css',
    ]);
  });
});
