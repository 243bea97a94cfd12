import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { renderLoginShell } from './login-shell.tsx';

/** The shell as the browser would parse it, outside any React root. */
async function parsedShell(language?: 'en' | 'fr') {
  const html = await renderLoginShell(language);
  const doc = new DOMParser().parseFromString(`<main id="shell">${html}</main>`, 'text/html');
  return { html, root: doc.getElementById('shell')! };
}

const labelled = (root: HTMLElement, text: string) => {
  const label = [...root.querySelectorAll('label')].find((l) => l.textContent === text);
  return label ? root.querySelector<HTMLInputElement>(`#${CSS.escape(label.htmlFor)}`) : null;
};

describe('the prerendered login page (decision 053)', () => {
  it("is the login screen's form: both fields under their labels, the Login button, the headings", async () => {
    const { root } = await parsedShell();
    expect(root.querySelector('h1')?.textContent).toBe(en.login.signIn);
    expect(root.querySelector('h2')?.textContent).toBe(en.login.toYourAccount);
    const user = labelled(root, en.login.userName);
    const password = labelled(root, en.login.password);
    expect(user?.getAttribute('autocomplete')).toBe('username');
    // The example is a hint under the field, tied to it, not a placeholder a phone cuts off (decision 089).
    expect(user?.placeholder).toBe('');
    expect(root.querySelector(`#${CSS.escape(user?.getAttribute('aria-describedby') ?? '')}`)?.textContent).toBe(en.login.userNamePlaceholder);
    expect(password?.type).toBe('password');
    expect(password?.getAttribute('autocomplete')).toBe('current-password');
    const submit = root.querySelector<HTMLButtonElement>('form button[type="submit"]');
    expect(submit?.textContent).toBe(en.login.submit);
    expect(root.textContent).toContain(en.login.forgotPassword);
    expect(root.querySelector(`[aria-label="${en.login.showPassword}"]`)).not.toBeNull();
  });

  it('speaks the language it is rendered in (French here), English by default', async () => {
    const { root } = await parsedShell('fr');
    expect(labelled(root, fr.login.userName)).not.toBeNull();
    expect(labelled(root, fr.login.password)).not.toBeNull();
    expect(root.querySelector('form button[type="submit"]')?.textContent).toBe(fr.login.submit);
    expect(root.querySelector('h1')?.textContent).toBe(fr.login.signIn);
    expect(root.textContent).not.toContain(en.login.userName);
  });

  it("reserves the logo's box (the branding lookup has not answered yet) and shows the portal's name", async () => {
    const { root } = await parsedShell();
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('span.logo')).not.toBeNull();
    expect(root.querySelector('.heroTitle')?.textContent).toBe(en.app.name);
  });

  it('sends nothing if the browser ever submits it itself: no field has a name', async () => {
    const { html, root } = await parsedShell();
    expect(root.querySelectorAll('input')).toHaveLength(2);
    expect(root.querySelectorAll('[name]')).toHaveLength(0);
    expect(html).not.toMatch(/\sname="/);
  });
});
