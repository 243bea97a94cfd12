import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { message, schoolSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { messagesHandler, server } from '../../test/server.ts';

// Issue 33: MSG-LIST-4 had no test of its own. The text is shown as the server sent it, as
// text: markup in a message is not rendered (an SMS text is plain).

describe('messages (rules coverage)', () => {
  it('[MSG-LIST-4] each message shows its text (message), as plain text', async () => {
    server.use(
      messagesHandler([
        message(1, '2026-11-20T09:35:00Z', 'PTM on Saturday at 10:00. Please be on time.'),
        message(2, '2026-11-20T04:00:00Z', 'Marks: <b>45/50</b> & rank 3'),
      ]),
    );
    await renderApp('/messages', { session: { ...schoolSession, time_zone: 'Asia/Kolkata' } });
    const day = await screen.findByRole('region', { name: 'Friday 20-11-2026' });
    const items = within(day).getAllByRole('listitem');
    expect(within(items[0]!).getByText('PTM on Saturday at 10:00. Please be on time.')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Marks: <b>45/50</b> & rank 3')).toBeInTheDocument();
    expect(items[1]!.querySelector('b')).toBeNull();
  });
});
