import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { message, parentSession, schoolSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { fail, messagesHandler, sent, server } from '../../test/server.ts';

const kolkata = { ...schoolSession, time_zone: 'Asia/Kolkata' };
const asked = () => sent.filter((r) => r.url.pathname.startsWith('/api/v1/alerts/config/messagesByPhoneNo/'));

describe('messages screen', () => {
  it('[MSG-LIST-1..5] [MSG-PHONE-1] [MSG-PHONE-2] grouped by day, newest first, each with its text and hh:mm A time', async () => {
    server.use(
      messagesHandler([
        message(1, '2026-11-19T10:00:00Z', 'Fee reminder: second instalment due on 25-11-2026.'),
        message(2, '2026-11-20T09:35:00Z', 'Tomorrow is a holiday.'),
        message(3, '2026-11-20T04:00:00Z', 'Bring your lab coat.'),
      ]),
    );
    await renderApp('/messages', { session: kolkata });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Friday 20-11-2026', 'Thursday 19-11-2026']);
    const friday = screen.getByRole('region', { name: 'Friday 20-11-2026' });
    const items = within(friday).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Tomorrow is a holiday.03:05 PM', 'Bring your lab coat.09:30 AM']);
    expect(within(screen.getByRole('region', { name: 'Thursday 19-11-2026' })).getByText('03:30 PM')).toBeInTheDocument();

    const [request] = asked();
    expect(request!.url.pathname).toBe('/api/v1/alerts/config/messagesByPhoneNo/101/91-9000000001');
    expect(request!.url.searchParams.get('start_index')).toBe('0');
    expect(request!.url.searchParams.get('batch_size')).toBe('1000');
    expect(asked()).toHaveLength(1);
  });

  it('[MSG-PHONE-2] a parent login asks with the parent number; /Messages is the same screen', async () => {
    await renderApp('/Messages', { session: { ...parentSession, parent_num: '9111111111' } });
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(asked()[0]!.url.pathname).toBe('/api/v1/alerts/config/messagesByPhoneNo/101/91-9111111111');
  });

  it('[MSG-EMPTY-1] no messages shows the empty state', async () => {
    await renderApp('/messages', { session: schoolSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
  });

  it('[ERR-GEN-2] a failed load shows an error state with a retry and the server message', async () => {
    server.use(http.get('/api/v1/alerts/config/messagesByPhoneNo/:id/:phone', () => fail(404, 'No alerts configured.')));
    await renderApp('/messages', { session: schoolSession });
    expect(await screen.findByText('Your messages could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByText('No alerts configured.')).toBeInTheDocument();
  });
});
