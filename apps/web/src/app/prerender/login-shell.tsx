import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, type Language } from '@portal/domain/shell/language';
import { LanguagePicker } from '../../components/ui/language-picker.tsx';
import { LoginScreen } from '../../features/auth/login-screen.tsx';
import { LOCALE_LOADERS } from '../../lib/i18n.ts';

const noop = () => undefined;

/**
 * The login page as the app first draws it (login-route.tsx while the branding lookup runs: no
 * logo yet, its box reserved; the portal's name; the language picker), as static HTML for the
 * build to put into index.html (scripts/prerender.mjs, decision 053). It is the real screen, so
 * the page React draws over it has the same boxes: nothing moves when it takes over.
 *
 * The inputs carry no `name`: should the shell's form ever be submitted by the browser itself
 * (JavaScript off), it sends nothing, least of all a password in an address.
 */
export async function renderLoginShell(language: Language = FALLBACK_LANGUAGE): Promise<string> {
  const i18n = createInstance();
  const [own, fallback] = await Promise.all([LOCALE_LOADERS[language](), LOCALE_LOADERS[FALLBACK_LANGUAGE]()]);
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: own.default }, [FALLBACK_LANGUAGE]: { translation: fallback.default } },
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    interpolation: { escapeValue: false }, // React escapes.
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <LoginScreen logoUrl={null} instituteName={null} onSignedIn={noop} tools={<LanguagePicker />} />
    </I18nextProvider>,
  );
  return html.replace(/(<input\b[^>]*?) name="[^"]*"/g, '$1');
}
