import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@portal/domain';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import hi from '../locales/hi.json';
import screensDe from '../locales/screens/de.json';
import screensEn from '../locales/screens/en.json';
import screensFr from '../locales/screens/fr.json';
import screensHi from '../locales/screens/hi.json';

// The signed-in screens' texts live in their own files (screen-texts.ts); each language's two
// files are checked as one tree.
const LOCALES: Record<string, unknown> = {
  en: { ...en, ...screensEn },
  fr: { ...fr, ...screensFr },
  hi: { ...hi, ...screensHi },
  de: { ...de, ...screensDe },
};

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function valueAt(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe('locale files', () => {
  it('[SHELL-LANG-1] there is a locale file for every supported language', () => {
    expect(Object.keys(LOCALES).sort()).toEqual([...LANGUAGES].sort());
  });

  for (const [a, treeA] of Object.entries(LOCALES)) {
    for (const [b, treeB] of Object.entries(LOCALES)) {
      if (a === b) continue;
      it(`[SHELL-LANG-1] ${b} has every key of ${a}`, () => {
        const missing = keys(treeA).filter((k) => typeof valueAt(treeB, k) !== 'string');
        expect(missing).toEqual([]);
      });
    }
  }

  it('[SHELL-LANG-1] no text is empty and every {{placeholder}} is kept in each language', () => {
    for (const key of keys(en)) {
      const placeholders = (String(valueAt(en, key)).match(/{{\w+}}/g) ?? []).sort();
      for (const [lang, tree] of Object.entries(LOCALES)) {
        const text = String(valueAt(tree, key));
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
        expect((text.match(/{{\w+}}/g) ?? []).sort(), `${lang} ${key}`).toEqual(placeholders);
      }
    }
  });

  it('[SHELL-LANG-1] the screen texts never redefine a key of the main file', () => {
    const main = new Set(Object.keys(en));
    expect(Object.keys(screensEn).filter((k) => main.has(k))).toEqual([]);
  });

  it('[HOME-GREET-1..4] [HOME-QUOTE-1] [MSG-LIST-3] every key the home and message rules return exists in English', () => {
    const keys = ['home.greet.morning', 'home.greet.noon', 'home.greet.afternoon', 'home.greet.evening'];
    for (let d = 0; d < 7; d += 1) keys.push(`home.quote.${d}.text`, `home.quote.${d}.author`, `day.${d}`);
    expect(keys.filter((k) => typeof valueAt(LOCALES.en, k) !== 'string')).toEqual([]);
  });

  it('[LOGIN-VALID-1..6] [ERR-STATUS-1..7] every key the domain rules return exists in English', () => {
    const domainKeys = [
      'login.valid.loginRequired',
      'login.valid.passwordRequired',
      'login.valid.phoneInvalid',
      'login.valid.emailInvalid',
      'login.valid.passwordInvalid',
      'login.valid.passwordShort',
      'login.err.network',
      'login.err.invalid',
      'login.err.contactAdmin',
      'err.status.none',
      'err.status.400',
      'err.status.401',
      'err.status.404',
      'err.status.500',
      'err.status.503',
      'err.status.other',
      'word.homework',
      'word.assignments',
      'word.section',
      'word.batch',
      'word.standard',
      'word.course',
      'word.noticeBoard',
      'word.announcement',
    ];
    expect(domainKeys.filter((k) => typeof valueAt(en, k) !== 'string')).toEqual([]);
  });
});
