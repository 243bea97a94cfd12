import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@portal/domain/shell/language';
import { i18n } from './i18n.ts';

type Bundle = { default: Record<string, unknown> };

/**
 * The signed-in screens' texts live in their own files, loaded by those screens only: the
 * login page downloads the main locale file, and its byte budget stays put. 'common' holds the
 * dashboard and messages texts; larger areas have a file per language of their own, so one
 * area's screens do not download another's texts.
 */
export type ScreenArea = 'common' | 'timetable' | 'live' | 'media' | 'events' | 'fees' | 'password' | 'profile' | 'assignments' | 'exams' | 'examPanel' | 'reports' | 'documents' | 'study' | 'products';

const LOADERS: Record<ScreenArea, Record<Language, () => Promise<Bundle>>> = {
  common: {
    en: () => import('../locales/screens/en.json'),
    fr: () => import('../locales/screens/fr.json'),
    hi: () => import('../locales/screens/hi.json'),
    de: () => import('../locales/screens/de.json'),
  },
  timetable: {
    en: () => import('../locales/timetable/en.json'),
    fr: () => import('../locales/timetable/fr.json'),
    hi: () => import('../locales/timetable/hi.json'),
    de: () => import('../locales/timetable/de.json'),
  },
  live: {
    en: () => import('../locales/live/en.json'),
    fr: () => import('../locales/live/fr.json'),
    hi: () => import('../locales/live/hi.json'),
    de: () => import('../locales/live/de.json'),
  },
  // The media viewer and the recordings popup, on every screen that opens them.
  media: {
    en: () => import('../locales/media/en.json'),
    fr: () => import('../locales/media/fr.json'),
    hi: () => import('../locales/media/hi.json'),
    de: () => import('../locales/media/de.json'),
  },
  events: {
    en: () => import('../locales/events/en.json'),
    fr: () => import('../locales/events/fr.json'),
    hi: () => import('../locales/events/hi.json'),
    de: () => import('../locales/events/de.json'),
  },
  fees: {
    en: () => import('../locales/fees/en.json'),
    fr: () => import('../locales/fees/fr.json'),
    hi: () => import('../locales/fees/hi.json'),
    de: () => import('../locales/fees/de.json'),
  },
  password: {
    en: () => import('../locales/password/en.json'),
    fr: () => import('../locales/password/fr.json'),
    hi: () => import('../locales/password/hi.json'),
    de: () => import('../locales/password/de.json'),
  },
  profile: {
    en: () => import('../locales/profile/en.json'),
    fr: () => import('../locales/profile/fr.json'),
    hi: () => import('../locales/profile/hi.json'),
    de: () => import('../locales/profile/de.json'),
  },
  assignments: {
    en: () => import('../locales/assignments/en.json'),
    fr: () => import('../locales/assignments/fr.json'),
    hi: () => import('../locales/assignments/hi.json'),
    de: () => import('../locales/assignments/de.json'),
  },
  exams: {
    en: () => import('../locales/exams/en.json'),
    fr: () => import('../locales/exams/fr.json'),
    hi: () => import('../locales/exams/hi.json'),
    de: () => import('../locales/exams/de.json'),
  },
  reports: {
    en: () => import('../locales/reports/en.json'),
    fr: () => import('../locales/reports/fr.json'),
    hi: () => import('../locales/reports/hi.json'),
    de: () => import('../locales/reports/de.json'),
  },
  // The test panel's page (and My Exam's launch refusals, which it says in these words).
  examPanel: {
    en: () => import('../locales/exam-panel/en.json'),
    fr: () => import('../locales/exam-panel/fr.json'),
    hi: () => import('../locales/exam-panel/hi.json'),
    de: () => import('../locales/exam-panel/de.json'),
  },
  documents: {
    en: () => import('../locales/documents/en.json'),
    fr: () => import('../locales/documents/fr.json'),
    hi: () => import('../locales/documents/hi.json'),
    de: () => import('../locales/documents/de.json'),
  },
  study: {
    en: () => import('../locales/study/en.json'),
    fr: () => import('../locales/study/fr.json'),
    hi: () => import('../locales/study/hi.json'),
    de: () => import('../locales/study/de.json'),
  },
  products: {
    en: () => import('../locales/products/en.json'),
    fr: () => import('../locales/products/fr.json'),
    hi: () => import('../locales/products/hi.json'),
    de: () => import('../locales/products/de.json'),
  },
};

const loaded = new Set<string>();
const keyOf = (area: ScreenArea, language: Language) => `${area}:${language}`;

function asLanguage(language: string): Language {
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : FALLBACK_LANGUAGE;
}

/** Loads an area's texts in a language and in the English fallback. */
export async function loadScreenTexts(language: string, area: ScreenArea = 'common'): Promise<void> {
  const wanted = [...new Set([asLanguage(language), FALLBACK_LANGUAGE])].filter((l) => !loaded.has(keyOf(area, l)));
  await Promise.all(
    wanted.map(async (l) => {
      const bundle = await LOADERS[area][l]();
      i18n.addResourceBundle(l, 'translation', bundle.default, true, true);
      loaded.add(keyOf(area, l));
    }),
  );
}

/**
 * Starts downloading an area's texts (and the English fallback) without adding them yet: before
 * i18n has started, for a screen opened directly (issue 14); loadScreenTexts then finds them there.
 */
export function preloadScreenTexts(language: string, area: ScreenArea = 'common'): void {
  for (const l of new Set([asLanguage(language), FALLBACK_LANGUAGE])) void LOADERS[area][l]().catch(() => undefined);
}

/** True once the current language's texts of the area are there; reloads on a language switch. */
export function useScreenTexts(area: ScreenArea = 'common'): boolean {
  const { i18n: instance } = useTranslation();
  const language = asLanguage(instance.language);
  const key = keyOf(area, language);
  const [ready, setReady] = useState<string | null>(loaded.has(key) ? key : null);
  useEffect(() => {
    let live = true;
    // As a transition: the screen that waited for its texts is then drawn in slices, the main
    // thread free between them, not in one synchronous render (issue 14: the dashboard's greeting,
    // banners and board at once, a phone's longest task once its answers were there).
    const show = () => live && startTransition(() => setReady(key));
    loadScreenTexts(language, area).then(show, show); // Offline: English fallback keys still show something sane.
    return () => {
      live = false;
    };
  }, [language, area, key]);
  // Texts loaded for a screen that has not shown yet wait for that transition (an answer landing
  // meanwhile re-renders synchronously); after a language switch, texts already there show at once.
  return ready === key || (ready !== null && loaded.has(key));
}
