import { loadBranding } from '../features/shell/use-branding.ts';
import { captureAutoLoginParams } from '../lib/auto-login-params.ts';
import { applyStoredFavicon } from '../lib/favicon.ts';
import { desiredLanguage, initI18n } from '../lib/i18n.ts';
import { getSession, initSessionStore } from '../lib/session-store.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { readStored } from '../lib/storage.ts';
import { applyTheme, storedTheme } from '../lib/theme.ts';
import { prefetchSignedInPage } from './app-routes.tsx';

const FIRST_VISIT_WAIT_MS = 1500;

/** Ends the running task; the caller goes on in a new one (a message: no timer clamps or holds it). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Everything that must happen before the first paint, in this order. */
export async function bootstrap(): Promise<void> {
  // First of all: credentials in the address leave the address bar and history [LOGIN-AUTO-1].
  captureAutoLoginParams();
  applyTheme(storedTheme());
  applyStoredFavicon();
  // The rest in tasks of their own, not added to the scripts' evaluation: one long task held the
  // main thread (issue 14). A stored session's expiry check is, where the browser has no Temporal,
  // the page's first Intl date format (its locale's patterns: 20-65 ms in a fresh tab on this
  // machine, four times that on a phone), so it has a task to itself.
  await nextTask();
  initSessionStore(new Date());
  await nextTask();
  const session = getSession();
  // Started now, awaited with the language below: the first render then finds the screen's calls under way.
  const early = session ? prefetchSignedInPage(window.location.pathname, session) : undefined;
  const branding = loadBranding(); // Runs alongside the rest of the start.
  let instituteId = session?.institute_id ?? (Number(readStored(STORAGE_KEYS.instituteId)) || null);
  if (instituteId === null) {
    // First visit: the host's institute may force a language (106343, French), so wait briefly
    // for the lookup instead of loading one language and then another.
    const found = await Promise.race([branding, new Promise<null>((r) => setTimeout(() => r(null), FIRST_VISIT_WAIT_MS))]);
    instituteId = found?.instituteId ?? null;
  }
  await Promise.all([initI18n(desiredLanguage(instituteId, session?.language)), early]);
}
