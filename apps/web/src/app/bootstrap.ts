import { captureAutoLoginParams } from '../lib/auto-login-params.ts';
import { applyStoredFavicon } from '../lib/favicon.ts';
import { desiredLanguage, initI18n } from '../lib/i18n.ts';
import { getSession, initSessionStore } from '../lib/session-store.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { readStored } from '../lib/storage.ts';
import { applyTheme, storedTheme } from '../lib/theme.ts';

/** Everything that must happen before the first paint, in this order. */
export async function bootstrap(): Promise<void> {
  // First of all: credentials in the address leave the address bar and history [LOGIN-AUTO-1].
  captureAutoLoginParams();
  applyTheme(storedTheme());
  applyStoredFavicon();
  initSessionStore(new Date());
  const session = getSession();
  const brandedInstitute = Number(readStored(STORAGE_KEYS.instituteId)) || null;
  await initI18n(desiredLanguage(session?.institute_id ?? brandedInstitute, session?.language));
}
