import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TSession } from '@portal/contract';
import { coachingSession, openUserSession, parentSession, schoolSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { sent } from '../../test/server.ts';

async function openShell(session: TSession, path = '/dashboard') {
  const view = await renderApp(path, { session });
  await screen.findByRole('navigation', { name: 'Main menu' });
  return view;
}

const menuLabels = () => within(screen.getByRole('navigation', { name: 'Main menu' })).getAllByRole('link').map((l) => l.textContent);

describe('header menu', () => {
  it('[SHELL-MENU-1..13] [SHELL-MENU-14] [SHELL-WORD-1] a school student sees the whole school menu in order', async () => {
    await openShell(schoolSession);
    expect(menuLabels()).toEqual(['Home', 'Time Table', 'Study Materials', 'Live Classes', 'My Exam', 'Exam Reports', 'Documents', 'Homework', 'My Products', 'Event Calendar', 'Fees']);
  });

  it('[SHELL-MENU-10] [SHELL-MENU-12] a coaching student reads Assignments and has no event calendar', async () => {
    await openShell(coachingSession);
    expect(menuLabels()).toEqual(['Home', 'Time Table', 'Study Materials', 'Live Classes', 'My Exam', 'Exam Reports', 'Assignments', 'My Products', 'Fees']);
  });

  it('[SHELL-SHORT-1] [SHELL-SHORT-2] user type 99 gets the short menu', async () => {
    await openShell(openUserSession);
    expect(menuLabels()).toEqual(['Home', 'Time Table', 'Study Materials', 'Live Classes', 'My Exam', 'Exam Reports', 'My Products']);
  });

  it('[SHELL-MENU-3] [SHELL-MENU-7] a parent sees neither Study Materials nor Documents', async () => {
    await openShell(parentSession);
    expect(menuLabels()).toEqual(['Home', 'Time Table', 'Live Classes', 'My Exam', 'Exam Reports', 'Homework', 'My Products', 'Event Calendar', 'Fees']);
  });

  it('[SHELL-ACTIVE-1] [SHELL-ACTIVE-2] the active item carries aria-current="page", also on an assignment detail', async () => {
    await openShell(schoolSession, '/assignment/44');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Homework' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByRole('heading', { level: 1, name: 'Homework' })).toBeInTheDocument();
  });

  it('[SHELL-HEAD-1] [SHELL-HEAD-7] [SHELL-HEAD-9] icon-only controls have accessible names', async () => {
    await openShell(schoolSession);
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Sunrise Public School');
    // The language picker's name starts with what it shows (WCAG 2.5.3, issue 12).
    for (const name of ['Theme', 'EN Language', 'Profile', 'Menu']) expect(within(banner).getByRole('button', { name })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/my-account/messages');
    expect(within(banner).getByRole('link', { name: 'Help' })).toHaveAttribute('href', 'https://help.sunrise.example');
  });

  it('[SHELL-HEAD-5] [SHELL-HEAD-2] no help icon without help_url, no year dropdown for a coaching institute', async () => {
    await openShell(coachingSession);
    expect(screen.queryByRole('link', { name: 'Help' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Academic Year')).not.toBeInTheDocument();
  });

  it('[SHELL-SOCIAL-1] [SHELL-SOCIAL-2] [SHELL-SOCIAL-3] social icons only for set links, https added, new tab', async () => {
    await openShell(schoolSession);
    const twitter = screen.getByRole('link', { name: 'Twitter' });
    expect(twitter).toHaveAttribute('href', 'https://twitter.com/sunrise');
    expect(twitter).toHaveAttribute('target', '_blank');
    expect(twitter).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.com/sunrise');
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/sunrise');
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'LinkedIn' })).not.toBeInTheDocument();
  });

  it('[SHELL-HEAD-8] [ROUTE-CASE-1] the messages icon opens the messages screen', async () => {
    const { user } = await openShell(schoolSession);
    await user.click(screen.getByRole('link', { name: 'Messages' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/my-account/messages');
  });
});

describe('header controls', () => {
  it('[SHELL-THEME-1] [SHELL-THEME-3] [SHELL-THEME-4] the theme picker stores the theme and sets the body class', async () => {
    const { user } = await openShell(schoolSession);
    expect(document.body.className).toBe('light');
    await user.click(screen.getByRole('button', { name: 'Theme' }));
    const menu = screen.getByRole('menu', { name: 'Theme' });
    expect(within(menu).getAllByRole('menuitemradio').map((i) => i.textContent)).toEqual(['Light', 'Dark', 'Blue', 'Purple']);
    expect(within(menu).getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Purple' }));
    expect(document.body.className).toBe('purple');
    expect(localStorage.getItem('theme')).toBe('purple');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('[SHELL-THEME-2] [SHELL-THEME-5] a stored theme is applied at start; an unknown one falls back to light', async () => {
    await renderApp('/', { theme: 'blue' });
    expect(document.body.className).toBe('blue');
    await renderApp('/', { theme: 'neon' });
    expect(document.body.className).toBe('light');
  });

  it('[SHELL-THEME-1] the theme menu works from the keyboard and Escape closes it', async () => {
    const { user } = await openShell(schoolSession);
    screen.getByRole('button', { name: 'Theme' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Theme' })).toHaveFocus();
  });

  it('[SHELL-LANG-1] [SHELL-LANG-5] the language picker stores the choice, loads the texts and sets <html lang>', async () => {
    const { user } = await openShell(schoolSession);
    await user.click(screen.getByRole('button', { name: 'EN Language' }));
    expect(screen.getAllByRole('menuitemradio').map((i) => i.textContent)).toEqual(['English', 'Français', 'हिन्दी', 'Deutsch']);
    await user.click(screen.getByRole('menuitemradio', { name: 'Deutsch' }));
    expect(await screen.findByRole('navigation', { name: 'Hauptmenü' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('language')).toBe('de');
    expect(screen.getByRole('link', { name: 'Startseite' })).toBeInTheDocument();
  });

  it('[SHELL-LANG-3] institute 106343 is French and its language picker is disabled', async () => {
    await renderApp('/dashboard', { session: { ...coachingSession, institute_id: 106343 }, language: 'de' });
    expect(await screen.findByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(screen.getByRole('button', { name: 'FR Langue' })).toBeDisabled();
  });

  it('[SHELL-HEAD-3] [SHELL-HEAD-4] [SESSION-AY-2] [SESSION-AY-4] the year dropdown lists the student years and switches', async () => {
    const { user } = await openShell(schoolSession, '/fees');
    const select = screen.getByLabelText('Academic Year');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['2026-27', '2025-26']);
    expect(select).toHaveValue('12');
    await user.selectOptions(select, '11');
    await waitFor(() => expect(window.location.pathname).toBe('/my-account/dashboard'));
    const put = sent.find((r) => r.url.pathname === '/api/v1/session/academic-year');
    expect(put?.body).toEqual({ acad_yr_id: 11 });
    expect(JSON.parse(localStorage.getItem('portal.session') ?? '{}')).toMatchObject({ acad_yr_id: 11 });
  });
});
