import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCalendarFeedState, TSession } from '@portal/contract';
import { bootstrap } from '../../../app/bootstrap.ts';
import { createQueryClient } from '../../../app/query-client.ts';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { parentSession, schoolSession } from '../../../test/fixtures.ts';
import { fail, resetSent, sent, server, setServerSession } from '../../../test/server.ts';
import { CalendarSubscriptionButton } from './calendar-subscription.tsx';

const PATH = '/api/v1/calendar-feed/:instituteId/:userId';
const url = (n: number) => `https://portal.example/api/v1/calendar-feed/ics/${String(n).padStart(43, 'x')}.ics`;

/** The fake server's subscription: GET its state, POST a new address (the old one off), DELETE it. */
let feed: TCalendarFeedState;
let made = 0;
function feedHandlers() {
  const log = async (request: Request) => sent.push({ method: request.method, url: new URL(request.url), headers: request.headers, body: null });
  return [
    http.get(PATH, async ({ request }) => {
      await log(request);
      return HttpResponse.json({ statusCode: 200, message: 'OK', result: feed });
    }),
    http.post(PATH, async ({ request }) => {
      await log(request);
      made += 1;
      feed = { active: true, created_at: `2026-11-21T0${made}:00:00Z` };
      return HttpResponse.json({ statusCode: 200, message: 'OK', result: { ...feed, feed_url: url(made) } });
    }),
    http.delete(PATH, async ({ request }) => {
      await log(request);
      feed = { active: false, created_at: null };
      return HttpResponse.json({ statusCode: 200, message: 'OK', result: feed });
    }),
  ];
}
const calls = (method: string) => sent.filter((r) => r.method === method && r.url.pathname.startsWith('/api/v1/calendar-feed/'));

/** The button as the timetable header shows it, on its own: a signed-in page with the toasts. */
async function renderButton(session: TSession = schoolSession) {
  resetSent();
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ ...session, time_zone: 'Asia/Kolkata' }));
  setServerSession(session);
  await bootstrap();
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <Toaster />
      <CalendarSubscriptionButton />
    </QueryClientProvider>,
  );
  return { user, ...view };
}

async function openDialog(session?: TSession) {
  const view = await renderButton(session);
  await view.user.click(await screen.findByRole('button', { name: 'Subscribe to calendar' }, { timeout: 5000 }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Calendar subscription' }) };
}

beforeEach(() => {
  feed = { active: false, created_at: null };
  made = 0;
  server.use(...feedHandlers());
});

describe('calendar subscription', () => {
  it('[issue 4 feed] the dialog explains the address; none yet: Create address shows it once, and Copy puts it on the clipboard', async () => {
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText(/lets Google Calendar, Outlook or Apple Calendar show the timetable and school events of the current academic year/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Anyone who has the link can see this timetable/)).toBeInTheDocument();
    expect(within(dialog).getByText('You can turn the link off at any time.')).toBeInTheDocument();
    expect(await within(dialog).findByText('No calendar link has been created yet.')).toBeInTheDocument();
    expect(calls('GET')[0]!.url.pathname).toBe('/api/v1/calendar-feed/101/501');

    await user.click(within(dialog).getByRole('button', { name: 'Create calendar link' }));
    const address = await within(dialog).findByRole('textbox', { name: 'Your calendar link' });
    expect(address).toHaveValue(url(1));
    expect(address).toHaveAttribute('readonly');
    expect(calls('POST')).toHaveLength(1);
    expect(calls('POST')[0]!.headers.get('Source')).toBe('WEB');
    expect(within(dialog).getByText(/shown only this once/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Creating a new link turns this one off/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(url(1));
    expect(within(dialog).getByText('Copied')).toHaveAttribute('role', 'status');
  });

  it('[issue 12] the dialog says that a password change or reset, or signing out the other devices, turns the address off', async () => {
    const { dialog } = await openDialog();
    expect(
      within(dialog).getByText('Changing or resetting your password, or signing out your other devices, turns this link off.'),
    ).toBeInTheDocument();
  });

  it('[issue 4 feed] without a usable clipboard Copy selects the address for the user to copy', async () => {
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Create calendar link' }));
    const address = (await within(dialog).findByRole('textbox', { name: 'Your calendar link' })) as HTMLInputElement;
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText(/The link is selected: press Ctrl\+C/)).toBeInTheDocument();
    expect(address).toHaveFocus();
    expect([address.selectionStart, address.selectionEnd]).toEqual([0, url(1).length]);
  });

  it('[issue 4 feed] an active address shows its date; Replace asks first, then posts and shows the new address', async () => {
    feed = { active: true, created_at: '2026-11-02T10:00:00Z' };
    const { user, dialog } = await openDialog();
    expect(await within(dialog).findByText('A link has been active since 02-11-2026.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Replace link' }));
    const ask = screen.getByRole('alertdialog', { name: 'Replace the link?' });
    expect(within(ask).getByText(/stops working at once/)).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls('POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Replace link' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Replace link' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Your calendar link' })).toHaveValue(url(1));
    expect(calls('POST')).toHaveLength(1);
    expect(within(dialog).getByText('A new link is ready.')).toBeInTheDocument();
  });

  it('[issue 4 feed] Turn off asks first, deletes the address and offers to create one', async () => {
    feed = { active: true, created_at: '2026-11-02T10:00:00Z' };
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Turn off' }));
    const ask = screen.getByRole('alertdialog', { name: 'Turn off the link?' });
    await user.click(within(ask).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('No calendar link has been created yet.')).toBeInTheDocument();
    expect(calls('DELETE')).toHaveLength(1);
    expect(calls('DELETE')[0]!.url.pathname).toBe('/api/v1/calendar-feed/101/501');
    expect(within(dialog).getByText('The link is turned off.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create calendar link' })).toBeInTheDocument();
  });

  it('[issue 4 feed] after a reload the address is not shown again, only since when it is active', async () => {
    const first = await openDialog();
    await first.user.click(await within(first.dialog).findByRole('button', { name: 'Create calendar link' }));
    await within(first.dialog).findByRole('textbox', { name: 'Your calendar link' });
    // Closing and opening again in the same visit still shows it.
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Close' }));
    await first.user.click(screen.getByRole('button', { name: 'Subscribe to calendar' }));
    expect(await screen.findByRole('textbox', { name: 'Your calendar link' })).toHaveValue(url(1));
    first.unmount();

    const { dialog } = await openDialog();
    expect(await within(dialog).findByText('A link has been active since 21-11-2026.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("[issue 4 feed] a parent's dialog names the child the address is for", async () => {
    const { dialog } = await openDialog(parentSession);
    expect(within(dialog).getByText('This link is for Aarav Sharma. Each child has a link of their own.')).toBeInTheDocument();
    await within(dialog).findByText('No calendar link has been created yet.');
    expect(calls('GET')[0]!.url.pathname).toBe('/api/v1/calendar-feed/101/601');
  });

  it('[issue 4 feed] [ERR-GEN-2] a refused call shows the server message as a toast', async () => {
    server.use(http.post(PATH, () => fail(429, 'Too many new addresses today.')));
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Create calendar link' }));
    expect(await screen.findByText('Too many new addresses today.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create calendar link' })).toBeEnabled());
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
