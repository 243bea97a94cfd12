import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import de from '../../locales/assignments/de.json';
import en from '../../locales/assignments/en.json';
import fr from '../../locales/assignments/fr.json';
import { i18n, initI18n } from '../../lib/i18n.ts';
import { UploadPanel } from './detail/upload-panel.tsx';
import type { SaveState } from './detail/use-save.ts';

// Half the body sent: 200 of the 400 file bytes, so part A is 66% through and part B not started.
const sending: SaveState = {
  phase: 'sending',
  action: 'save',
  files: [
    { name: 'part-a.pdf', size: 300 },
    { name: 'part-b.pdf', size: 100 },
  ],
  loaded: 500,
  total: 1000,
};
const noop = () => undefined;
const bars = () => screen.getAllByRole('progressbar').map((bar) => ({ value: bar.getAttribute('value'), text: bar.getAttribute('aria-valuetext') }));
const shown = (container: HTMLElement) => [...container.querySelectorAll('[aria-hidden="true"]')].map((el) => el.textContent);

beforeAll(async () => {
  await initI18n('en');
  for (const [language, texts] of [['en', en], ['fr', fr], ['de', de]] as const) i18n.addResourceBundle(language, 'translation', texts, true, true);
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('upload progress in words', () => {
  it('[ASSIGN-SAVE-7] in English each bar says and shows its percent as 50%', () => {
    const { container } = render(<UploadPanel state={sending} onCancel={noop} onRetry={noop} onDismiss={noop} />);
    expect(bars()).toEqual([
      { value: '50', text: '50%' },
      { value: '66', text: '66%' },
      { value: '0', text: '0%' },
    ]);
    expect(shown(container)).toEqual(['50%', '66%', '0%']);
  });

  it('[ASSIGN-SAVE-7] [SHELL-LANG-1] in French and German the percent is written their way, with a no-break space before %', async () => {
    // The exact space (U+00A0 or U+202F) depends on the browser's locale data: any no-break space.
    const spaced = (n: number) => new RegExp(`^${n}[\\u00a0\\u202f]%$`);
    await i18n.changeLanguage('fr');
    const { container, unmount } = render(<UploadPanel state={sending} onCancel={noop} onRetry={noop} onDismiss={noop} />);
    expect(screen.getByRole('progressbar', { name: "Progression totale de l'envoi" }).getAttribute('aria-valuetext')).toMatch(spaced(50));
    expect(bars().map((b) => b.text)).toEqual([expect.stringMatching(spaced(50)), expect.stringMatching(spaced(66)), expect.stringMatching(spaced(0))]);
    expect(shown(container)).toEqual(bars().map((b) => b.text));
    unmount();
    await i18n.changeLanguage('de');
    render(<UploadPanel state={sending} onCancel={noop} onRetry={noop} onDismiss={noop} />);
    expect(screen.getByRole('progressbar', { name: 'Gesamtfortschritt des Uploads' }).getAttribute('aria-valuetext')).toMatch(spaced(50));
    expect(bars().map((b) => b.text)).toEqual([expect.stringMatching(spaced(50)), expect.stringMatching(spaced(66)), expect.stringMatching(spaced(0))]);
  });
});
