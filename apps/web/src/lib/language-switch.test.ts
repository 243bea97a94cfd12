import { describe, expect, it } from 'vitest';
import { applyLanguage, i18n, initI18n } from './i18n.ts';
import { loadScreenTexts } from './screen-texts.ts';

describe('switching language after a screen loaded its texts', () => {
  it('[SHELL-LANG-2] English after French still loads the main English file (a screen already added its English fallback)', async () => {
    await initI18n('fr');
    // A signed-in screen in French loads its area's texts in French and in English (the fallback):
    // English then has a resource bundle, but not the main file's texts (the menu, the header...).
    await loadScreenTexts('fr', 'common');
    expect(i18n.t('menu.home')).toBe('Accueil');

    await applyLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('menu.home')).toBe('Home');
    expect(document.documentElement.lang).toBe('en');
  });
});
