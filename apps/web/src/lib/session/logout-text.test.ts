import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import fr from '../../locales/fr.json';
import { i18n, initI18n } from '../i18n.ts';
import { logoutText } from './logout-text.ts';

describe('logoutText [SESSION-LOGOUT-9]', () => {
  beforeAll(async () => {
    await initI18n('en');
    i18n.addResourceBundle('fr', 'translation', fr, true, true);
  });
  afterEach(() => i18n.changeLanguage('en'));

  it("says the server's success answer in the chosen language", async () => {
    expect(logoutText('Logged out successfully')).toBe('Logged out successfully');
    await i18n.changeLanguage('fr');
    expect(logoutText('Logged out successfully')).toBe('Déconnexion réussie');
  });

  it('shows any other message as the server wrote it', async () => {
    await i18n.changeLanguage('fr');
    expect(logoutText('Device not registered')).toBe('Device not registered');
  });
});
