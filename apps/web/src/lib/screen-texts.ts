import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@portal/domain';
import { i18n } from './i18n.ts';

type Bundle = { default: Record<string, unknown> };

// The signed-in screens' texts (dashboard, messages) live in their own files, loaded by those
// screens only: the login page downloads the main locale file, and its byte budget stays put.
const LOADERS: Record<Language, () => Promise<Bundle>> = {
  en: () => import('../locales/screens/en.json'),
  fr: () => import('../locales/screens/fr.json'),
  hi: () => import('../locales/screens/hi.json'),
  de: () => import('../locales/screens/de.json'),
};

const loaded = new Set<string>();

function asLanguage(language: string): Language {
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : FALLBACK_LANGUAGE;
}

/** Loads the screen texts of a language and of the English fallback. */
export async function loadScreenTexts(language: string): Promise<void> {
  const wanted = [...new Set([asLanguage(language), FALLBACK_LANGUAGE])].filter((l) => !loaded.has(l));
  await Promise.all(
    wanted.map(async (l) => {
      const bundle = await LOADERS[l]();
      i18n.addResourceBundle(l, 'translation', bundle.default, true, true);
      loaded.add(l);
    }),
  );
}

/** True once the current language's screen texts are there; reloads on a language switch. */
export function useScreenTexts(): boolean {
  const { i18n: instance } = useTranslation();
  const language = asLanguage(instance.language);
  const [ready, setReady] = useState<string | null>(loaded.has(language) ? language : null);
  useEffect(() => {
    let live = true;
    loadScreenTexts(language).then(
      () => live && setReady(language),
      () => live && setReady(language), // Offline: English fallback keys still show something sane.
    );
    return () => {
      live = false;
    };
  }, [language]);
  return ready === language || loaded.has(language);
}
