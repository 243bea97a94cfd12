import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { schoolSession } from '../test/fixtures.ts';
import { expectLabelInName } from '../test/label-in-name.ts';
import { renderApp } from '../test/render-app.tsx';
import { server } from '../test/server.ts';
import { calendarEvent, eventDetailHandler, signedInAt } from '../features/events/testing/event-fixtures.ts';

const controls = (root: HTMLElement) => [...within(root).queryAllByRole('button'), ...within(root).queryAllByRole('link')];

describe('controls are named with the words they show (WCAG 2.5.3, axe label-content-name-mismatch)', () => {
  it('[issue 12] the language picker shows EN and is named "EN Language"; every header control contains its visible text', async () => {
    await renderApp('/dashboard', { session: schoolSession });
    const banner = await screen.findByRole('banner');
    await within(banner).findByRole('navigation', { name: 'Main menu' });
    const language = within(banner).getByRole('button', { name: 'EN Language' });
    expect(language).toHaveTextContent(/^EN/);
    for (const control of controls(banner)) expectLabelInName(control);
  });

  it('[issue 12] in French the picker is named "FR Langue"', async () => {
    await renderApp('/dashboard', { session: schoolSession, language: 'fr' });
    expect(await screen.findByRole('button', { name: 'FR Langue' })).toBeInTheDocument();
  });

  it('[issue 12] the login page’s controls contain their visible text', async () => {
    await renderApp('/');
    await screen.findByRole('button', { name: 'Login' });
    expect(screen.getByRole('button', { name: 'EN Language' })).toBeInTheDocument();
    for (const control of controls(document.body)) expectLabelInName(control);
  });

  it('[issue 12] a day of the event calendar with more entries than a phone shows dots for keeps its date in its name', async () => {
    const day = '2026-11-10';
    server.use(eventDetailHandler({ [day]: [1, 2, 3, 4, 5].map((id) => calendarEvent(id, day)) }));
    await renderApp('/eventCalender', { session: signedInAt(schoolSession, '2026-11-21T06:00:00Z') });
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
    const button = screen.getByRole('button', { name: 'Tuesday, 10 November, 5 events' });
    expect(button).toHaveTextContent('+2'); // the phone's count of the dots left out
    for (const control of controls(table)) expectLabelInName(control);
  });
});
