import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, resolveLanguage, type Language } from '@portal/domain/shell/language';
import { STORAGE_KEYS } from './storage-keys.ts';
import { readStored, writeStored } from './storage.ts';

type Bundle = { default: Record<string, unknown> };

// Only the active language's texts load (the login page's byte budget holds in every language);
// English is the fallback [SHELL-LANG-2] and every locale has every key (i18n-keys.test.ts).
export const LOCALE_LOADERS: Record<Language, () => Promise<Bundle>> = {
  en: () => import('../locales/en.json'),
  fr: () => import('../locales/fr.json'),
  hi: () => import('../locales/hi.json'),
  de: () => import('../locales/de.json'),
};

export const i18n = i18next;

/**
 * The language to show: French at institute 106343, then the user's stored choice, then the
 * session's language, then the browser's (decision 006).
 */
export function desiredLanguage(instituteId: number | null | undefined, sessionLanguage?: string | null): Language {
  return resolveLanguage({
    instituteId: instituteId ?? null,
    chosen: readStored(STORAGE_KEYS.language) ?? sessionLanguage ?? null,
    browser: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
}

// The languages whose main file is in. Not hasResourceBundle: a screen adds its area's English
// texts as the fallback of another language, and English would then count as loaded without
// its main file (the menu and the header as raw keys after a switch to English).
const mainLoaded = new Set<Language>();

async function loadBundle(language: Language): Promise<boolean> {
  if (mainLoaded.has(language)) return true;
  try {
    const bundle = await LOCALE_LOADERS[language]();
    i18next.addResourceBundle(language, 'translation', bundle.default, true, true);
    mainLoaded.add(language);
    return true;
  } catch {
    return false; // Could not load (offline, or a new release replaced the file).
  }
}

/** Loads a language's texts when needed, switches to it and sets `<html lang>`. */
export async function applyLanguage(language: Language): Promise<void> {
  if (!(await loadBundle(language))) {
    if (i18next.hasResourceBundle(i18next.language, 'translation')) return; // Stay as we are.
    language = FALLBACK_LANGUAGE;
    await loadBundle(language);
  }
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

/** The user's own choice from a language picker, kept for the next visit. */
export function chooseLanguage(language: Language): Promise<void> {
  writeStored(STORAGE_KEYS.language, language);
  return applyLanguage(language);
}

export async function initI18n(language: Language): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: {},
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      interpolation: { escapeValue: false }, // React escapes.
      react: { useSuspense: false },
      returnNull: false,
      showSupportNotice: false,
    });
  }
  await applyLanguage(language);
}

/**
 * Runs `show` once the current language's texts are there: a call started while the app starts
 * (a reload, issue 14) may fail before them, and its message would be an untranslated key.
 */
export function whenTextsReady(show: () => void): void {
  const ready = () => i18next.isInitialized && i18next.hasResourceBundle(i18next.language, 'translation');
  if (ready()) return show();
  const check = () => {
    if (!ready()) return;
    i18next.off('languageChanged', check);
    i18next.store?.off('added', check);
    show();
  };
  i18next.on('languageChanged', check);
  // Before init there is no store yet: the language set by init then tells.
  i18next.store?.on('added', check);
}

/** A server text is shown as sent; an i18n key is translated. */
export function messageText(message: { key: string } | { text: string }): string {
  return 'text' in message ? message.text : i18next.t(message.key);
}
