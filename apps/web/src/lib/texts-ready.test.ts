import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, whenTextsReady } from './i18n.ts';

afterEach(async () => {
  i18n.removeResourceBundle('de', 'translation');
  await initI18n('en');
});

describe('a message waits for the texts it is written in (issue 14: a reload may fail before they load)', () => {
  it('[SESSION-FORBID-1] shows at once when the texts are there, else once they are', async () => {
    await initI18n('en');
    const now = vi.fn();
    whenTextsReady(now);
    expect(now).toHaveBeenCalledOnce();

    i18n.removeResourceBundle('de', 'translation');
    await i18n.changeLanguage('de'); // the language, but not yet its texts
    const later = vi.fn(() => i18n.t('login.submit'));
    whenTextsReady(later);
    expect(later).not.toHaveBeenCalled();
    i18n.addResourceBundle('de', 'translation', { login: { submit: 'Anmelden' } }, true, true);
    expect(later).toHaveBeenCalledOnce();
    expect(later).toHaveReturnedWith('Anmelden');
  });
});
