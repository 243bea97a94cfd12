import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { schoolSession } from '../../test/fixtures.ts';
import { onPhone } from '../../test/phone-media.ts';
import { renderApp } from '../../test/render-app.tsx';

// Issue 35 (decision 088): a phone's header is one row (Menu, name, theme, language, messages,
// profile); the year, help, the social links and the whole name are in the Menu panel.
describe('header on a phone', () => {
  beforeEach(() => onPhone());

  it('[SHELL-HEAD-1..9] [SHELL-SOCIAL-1] [issue 35] the row keeps four tools; the panel holds the name, the year, help, the menu and the social links', async () => {
    await renderApp('/dashboard', { session: schoolSession });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const panel = nav.parentElement!;
    const row = screen.getByRole('button', { name: 'Menu' }).parentElement!;

    for (const name of ['Menu', 'Theme', 'EN Language', 'Profile']) expect(within(row).getByRole('button', { name })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(within(row).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Help' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('list', { name: 'Follow us' })).not.toBeInTheDocument();

    expect(panel).toHaveTextContent('Sunrise Public School');
    expect(within(panel).getByRole('combobox', { name: 'Academic Year' })).toBeInTheDocument();
    // Named by its visible word in the panel.
    expect(within(panel).getByRole('link', { name: 'Help' })).toHaveTextContent('Help');
    expect(within(within(panel).getByRole('list', { name: 'Follow us' })).getByRole('link', { name: 'Twitter' })).toHaveAttribute('href', 'https://twitter.com/sunrise');
  });

  it('[issue 35] a screen reached by a link opens at its top; the same screen again keeps its place', async () => {
    const { user } = await renderApp('/dashboard', { session: schoolSession });
    await screen.findByRole('navigation', { name: 'Main menu' });
    const tops: number[] = [];
    Object.defineProperty(document.documentElement, 'scrollTop', { configurable: true, get: () => 0, set: (v: number) => tops.push(v) });
    await user.click(screen.getByRole('link', { name: 'Messages' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(tops).toEqual([0]);
    await user.click(screen.getByRole('link', { name: 'Messages' }));
    expect(tops).toEqual([0]);
    Reflect.deleteProperty(document.documentElement, 'scrollTop');
  });
});
