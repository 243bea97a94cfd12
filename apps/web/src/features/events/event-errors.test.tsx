import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSession } from '@portal/contract';
import { audienceKeys, eventCategoryKey } from '@portal/domain/events/event-detail';
import en from '../../locales/events/en.json';
import { coachingSession, openUserSession, parentSession, schoolSession } from '../../test/fixtures.ts';
import { currentPath } from '../../test/login-helpers.ts';
import { renderApp } from '../../test/render-app.tsx';
import { fail, server } from '../../test/server.ts';
import { textKey } from './event-kind.ts';
import { eventDetailHandler, eventRequests, signedInAt } from './testing/event-fixtures.ts';

const NOW = '2026-11-21T06:00:00Z';

async function openCalendar(session: TSession, options: { timeouts?: boolean } = {}) {
  return renderApp('/eventCalender', { session: signedInAt(session, NOW, options) });
}

beforeEach(() => server.use(eventDetailHandler({})));

describe('event calendar errors', () => {
  it('[EVENT-ERR-2] a server message is a toast and a backdrop, then the dashboard after 2 seconds', async () => {
    server.use(eventDetailHandler(() => fail(400, 'The event calendar is switched off.')));
    await openCalendar(schoolSession, { timeouts: true });
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('The event calendar is switched off.', {}, { timeout: 5000 })).toBeInTheDocument();
    const note = await screen.findByText('Returning to Home…');
    // The backdrop repeats the message over the page.
    expect(screen.getAllByText('The event calendar is switched off.')).toHaveLength(2);
    expect(note.closest('[role="alert"]')).not.toBeNull();
    expect(currentPath()).toBe('/my-account/eventCalender');
    act(() => vi.advanceTimersByTime(1500));
    expect(currentPath()).toBe('/my-account/eventCalender');
    act(() => vi.advanceTimersByTime(600));
    await waitFor(() => expect(currentPath()).toBe('/my-account/dashboard'));
    await waitFor(() => expect(screen.queryByText('Returning to Home…')).not.toBeInTheDocument());
  });

  it('[EVENT-ERR-3] [ERR-GEN-5] no server message: only the generic toast, the calendar stays', async () => {
    server.use(eventDetailHandler(() => HttpResponse.json({ statusCode: 400, message: '' }, { status: 400 })));
    await openCalendar(schoolSession, { timeouts: true });
    expect(await screen.findByText('Bad Request', {}, { timeout: 5000 })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2500));
    expect(currentPath()).toBe('/my-account/eventCalender');
    expect(screen.queryByText('Returning to Home…')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('[EVENT-ERR-1] a 403 logs out with the server message and no backdrop', async () => {
    server.use(eventDetailHandler(() => fail(403, 'Your access has been blocked.')));
    await openCalendar(schoolSession);
    expect(await screen.findByText('Your access has been blocked.', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toMatch(/^\/my-account\/?$/));
    expect(screen.queryByText('Returning to Home…')).not.toBeInTheDocument();
  });
});

describe('event calendar offer', () => {
  it.each([
    ['a coaching institute', coachingSession],
    ['user type 99', openUserSession],
    ['user type 99 at a school', { ...schoolSession, user_type: 99 }],
  ])('[EVENT-VIEW-1] [SHELL-MENU-12] %s sees that the calendar is not offered, and no call is made', async (_, session) => {
    await openCalendar(session);
    expect(await screen.findByText('The event calendar is not offered for your institute.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(eventRequests()).toEqual([]);
  });

  it('[API-EVENT-1] a parent sees the calendar of the chosen child', async () => {
    await openCalendar(parentSession);
    await screen.findByRole('table', {}, { timeout: 5000 });
    await waitFor(() => expect(eventRequests()).toHaveLength(1));
    expect(eventRequests()[0]).toMatchObject({ institution_id: 101, student_id: 7001 });
  });
});

describe('event calendar texts', () => {
  it('[EVENT-DETAIL-1] [EVENT-DETAIL-10] every category and audience label of the domain has an English text', () => {
    const keys = [...[1, 2, 3, 4].map((h) => eventCategoryKey(2, h)!), ...audienceKeys([1, 3, 9])].map(textKey);
    const at = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
    expect(keys.filter((k) => typeof at(k) !== 'string')).toEqual([]);
    expect(keys).toHaveLength(7);
  });
});
