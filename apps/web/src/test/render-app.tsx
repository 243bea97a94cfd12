import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSession } from '@portal/contract';
import { App } from '../app/app.tsx';
import { bootstrap } from '../app/bootstrap.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { resetSent, setServerSession } from './server.ts';

type Options = { session?: TSession | null; theme?: string; language?: string };

/** Opens the app at an address under /my-account as a fresh page load would. */
export async function renderApp(path = '/', options: Options = {}) {
  resetSent();
  if (options.session) {
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(options.session));
    setServerSession(options.session);
  }
  if (options.theme) localStorage.setItem(STORAGE_KEYS.theme, options.theme);
  if (options.language) localStorage.setItem(STORAGE_KEYS.language, options.language);
  window.history.replaceState(null, '', `/my-account${path === '/' ? '/' : path}`);
  await bootstrap();
  const user = userEvent.setup();
  const view = render(<App />);
  return { user, ...view };
}
