import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetBranding } from '../features/shell/use-branding.ts';
import { forgetEarly } from '../lib/early-fetch.ts';
import { clearToasts } from '../lib/toast-store.ts';
import { server } from './server.ts';
import { stopTheClock } from './test-clock.ts';

// jsdom has <dialog> but not its modal methods: open/close them as a browser would.
const inBrowser = typeof window !== 'undefined';

if (inBrowser && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    // Like a browser: focus the autofocus element, else the first focusable one.
    const target =
      this.querySelector<HTMLElement>('[autofocus]') ??
      this.querySelector<HTMLElement>('button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])');
    target?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// findBy*/waitFor give up after 1 s by default: a busy machine (CPU hog beside the suite, issue
// 18) can take longer to render a screen. A longer bound costs nothing when the state comes.
configure({ asyncUtilTimeout: 5000 });

// Every test starts at one instant, never the real time (tests that need other times or moving
// timers set their own; afterEach's useRealTimers undoes both).
stopTheClock();

// A console.error during a test (React warnings, act() problems) fails that test.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  stopTheClock();
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Load the lazy chunks up front, so no import is still running when a short test ends.
  if (inBrowser) {
    await Promise.all([
      import('../app/login-route.tsx'),
      import('../app/protected-layout.tsx'),
      import('../app/early-data.ts'),
      import('../app/screens/protected-screen.tsx'),
      import('../features/home/dashboard-screen.tsx'),
      import('../features/messages/messages-screen.tsx'),
      import('../locales/screens/en.json'),
      import('../app/screens/error-page.tsx'),
      import('../app/screens/not-found-page.tsx'),
      import('../features/sso/sso-entry.tsx'),
      import('../components/sign-in/login-dialogs.tsx'),
      import('../components/password/forgot-password-dialog.tsx'),
    ]);
  }
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearToasts();
  resetBranding();
  forgetEarly();
  if (inBrowser) {
    localStorage.clear();
    document.body.className = '';
    window.history.replaceState(null, '', '/my-account/');
  }
  vi.useRealTimers();
  vi.restoreAllMocks();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(`console.error was called during the test:\n${errors.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
afterAll(() => server.close());
