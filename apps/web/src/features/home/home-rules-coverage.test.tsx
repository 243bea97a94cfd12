import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { quoteKey } from '@portal/domain/home/quote';
import { initI18n } from '../../lib/i18n.ts';
import { loadScreenTexts } from '../../lib/screen-texts.ts';
import de from '../../locales/screens/de.json';
import en from '../../locales/screens/en.json';
import fr from '../../locales/screens/fr.json';
import hi from '../../locales/screens/hi.json';
import { promo } from '../../test/fixtures.ts';
import { GreetingClock } from './components/greeting-clock.tsx';
import { PromoDialog } from './components/promo-dialog.tsx';

// Issue 33: rules of the dashboard no test named yet. HOME-QUOTE-2 is silent (the texts are not
// given); decision 010 chose seven quotes of our own, one per weekday, in the four languages.

beforeAll(async () => {
  await initI18n('en');
  await loadScreenTexts('en');
});

type Quotes = Record<string, { text: string; author: string }>;
const quotesOf = (texts: { home: { quote: Quotes } }) => texts.home.quote;

describe('dashboard quote and promotion (rules coverage)', () => {
  it('[HOME-QUOTE-2] our seven quotes: one per weekday key, each with a text and an author, in every language', () => {
    const keys = [0, 1, 2, 3, 4, 5, 6].map((d) => quoteKey(d).replace('home.quote.', ''));
    for (const texts of [en, fr, hi, de]) {
      const quotes = quotesOf(texts);
      expect(Object.keys(quotes).sort()).toEqual(keys);
      for (const key of keys) {
        expect(quotes[key]!.text.trim()).not.toBe('');
        expect(quotes[key]!.author.trim()).not.toBe('');
      }
      // Seven different quotes, not one repeated.
      expect(new Set(keys.map((k) => quotes[k]!.text)).size).toBe(7);
    }
    // A translation, not the English text copied.
    expect(quotesOf(fr)['0']!.text).not.toBe(quotesOf(en)['0']!.text);
  });

  it('[HOME-QUOTE-2] the week shows the seven quotes of decision 010, one per day, in its order', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const shown: string[] = [];
    for (let day = 0; day < 7; day++) {
      vi.setSystemTime(new Date(Date.UTC(2026, 10, 22 + day, 8))); // Sunday 22-11-2026 onwards
      const { container, unmount } = render(<GreetingClock name="Aarav" timeZone="UTC" />);
      shown.push(container.querySelector('blockquote')!.textContent!);
      unmount();
    }
    expect(shown).toEqual([0, 1, 2, 3, 4, 5, 6].map((d) => `“${quotesOf(en)[String(d)]!.text}”`));
  });

  it('[HOME-PROMO-4] the promo popup shows the promotion image at its web_url', () => {
    const other = { ...promo, prom_id: 2, web_url: '/my-account/demo/promo-diwali.png', title: 'Diwali offer' };
    render(<PromoDialog promo={other} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Special offer' });
    expect(within(dialog).getByRole('img', { name: 'Diwali offer' })).toHaveAttribute('src', '/my-account/demo/promo-diwali.png');
    expect(within(dialog).getAllByRole('img')).toHaveLength(1);
  });
});
