import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENT_FILE_PATH } from '@portal/contract';
import { announcement, schoolSession } from '../../../test/fixtures.ts';
import { expectLabelInName } from '../../../test/label-in-name.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { announcementsHandler, server } from '../../../test/server.ts';

// Issue 35 (decision 093): the attached file's name opens the file when the server gave its address.
const OK_URL = `${ANNOUNCEMENT_FILE_PATH}?r=3&exp=1&sig=good&student_id=7001`;
const GONE_URL = `${ANNOUNCEMENT_FILE_PATH}?r=4&exp=1&sig=old&student_id=7001`;
const notices = [
  announcement(3, '2026-11-03', '17:30', { ancmnt_title: 'Parent meeting', file_name: 'agenda.pdf', file_url: OK_URL }),
  announcement(4, '2026-11-02', '10:00', { ancmnt_title: 'Old circular', file_name: 'circular.pdf', file_url: GONE_URL }),
  announcement(2, '2026-11-01', '09:00', { ancmnt_title: 'Typed in long ago', file_name: 'lost.pdf' }),
];
const asked: { url: string; range: string | null }[] = [];

function fileHandler() {
  return http.get(ANNOUNCEMENT_FILE_PATH, ({ request }) => {
    const url = new URL(request.url);
    asked.push({ url: `${url.pathname}${url.search}`, range: request.headers.get('range') });
    if (url.searchParams.get('sig') !== 'good') return HttpResponse.json({ statusCode: 410, message: 'This link has expired.', code: 'LINK_EXPIRED' }, { status: 410 });
    return new HttpResponse(new Uint8Array([0x25]), { status: 206, headers: { 'content-type': 'application/pdf', 'content-range': 'bytes 0-0/100' } });
  });
}

async function openBoard() {
  server.use(announcementsHandler(notices), fileHandler());
  const view = await renderApp('/dashboard', { session: schoolSession });
  const region = await screen.findByRole('region', { name: 'Notice Board' });
  await within(region).findAllByRole('article');
  return { ...view, region };
}

afterEach(() => {
  asked.length = 0;
  vi.restoreAllMocks();
});

describe('notice attachment', () => {
  it('[HOME-ANN-5] a file with an address is a link named after it; one without is plain text', async () => {
    const { region } = await openBoard();
    const link = within(region).getByRole('link', { name: 'Open attachment agenda.pdf' });
    expect(link).toHaveAttribute('href', OK_URL);
    expect(link).toHaveAttribute('download', 'agenda.pdf');
    expectLabelInName(link);
    const typed = within(region).getByRole('article', { name: 'Typed in long ago' });
    expect(typed).toHaveTextContent('lost.pdf');
    expect(within(typed).queryByRole('link')).not.toBeInTheDocument();
  });

  it('[HOME-ANN-5] a tap asks the first byte, then the browser saves the file from its address', async () => {
    const { user, region } = await openBoard();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(within(region).getByRole('link', { name: 'Open attachment agenda.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(asked).toEqual([{ url: OK_URL, range: 'bytes=0-0' }]);
    const saved = click.mock.contexts[0] as HTMLAnchorElement;
    expect([saved.getAttribute('href'), saved.download]).toEqual([OK_URL, 'agenda.pdf']);
  });

  it('[HOME-ANN-5] a refused address (expired) is said on the page, and nothing is saved', async () => {
    const { user, region } = await openBoard();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(within(region).getByRole('link', { name: 'Open attachment circular.pdf' }));
    expect(await screen.findByText('The attached file could not be opened. Reload the page and try again.')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });

  it('[HOME-ANN-2] [HOME-ANN-5] the complete list opens the file too', async () => {
    const { user } = await openBoard();
    await user.click(screen.getByRole('button', { name: 'View All' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notice Board' });
    expect(within(dialog).getByRole('link', { name: 'Open attachment agenda.pdf' })).toHaveAttribute('href', OK_URL);
    expect(within(dialog).queryByRole('link', { name: /lost\.pdf/ })).not.toBeInTheDocument();
  });
});
