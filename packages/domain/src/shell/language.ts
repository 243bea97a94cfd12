/** en, fr, hi, de with English as fallback [SHELL-LANG-1] [SHELL-LANG-2]. */
export const LANGUAGES = ['en', 'fr', 'hi', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
export const FRENCH_INSTITUTE_ID = 106343;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to show. French is forced for institute 106343 [SHELL-LANG-3]; otherwise the
 * user's own choice, then the browser's preferred languages, then English (decision 006,
 * [SHELL-LANG-5]).
 */
export function resolveLanguage(input: {
  instituteId?: number | null;
  chosen?: string | null;
  browser?: readonly string[];
}): Language {
  if (input.instituteId === FRENCH_INSTITUTE_ID) return 'fr';
  if (isLanguage(input.chosen)) return input.chosen;
  for (const tag of input.browser ?? []) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}

/** Whether the language picker may change the language (not at the French institute). */
export function isLanguageForced(instituteId?: number | null): boolean {
  return instituteId === FRENCH_INSTITUTE_ID;
}
