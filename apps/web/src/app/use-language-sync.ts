import { useEffect } from 'react';
import { useBranding } from '../features/shell/use-branding.ts';
import { applyLanguage, desiredLanguage, i18n } from '../lib/i18n.ts';
import { useSession } from '../lib/session-store.ts';

/**
 * Follows the institute: the session's once signed in, the branding lookup's on the login page,
 * so institute 106343 is French before and after login [SHELL-LANG-3].
 */
export function useLanguageSync(): void {
  const session = useSession();
  const branding = useBranding();
  const instituteId = session?.institute_id ?? branding?.instituteId ?? null;
  const sessionLanguage = session?.language ?? null;
  useEffect(() => {
    const wanted = desiredLanguage(instituteId, sessionLanguage);
    if (wanted !== i18n.language) void applyLanguage(wanted);
  }, [instituteId, sessionLanguage]);
}
