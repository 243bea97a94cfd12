import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { loadScreenTexts } from '../../lib/screen-texts.ts';
import { server } from '../../test/server.ts';
import { MediaViewer, type MediaItem } from './media-viewer.tsx';

// pdf.js cannot draw in jsdom: the engine is replaced by a stand-in (three pages, one for one-page.pdf) that records what it drew.
const drawn: number[] = [];
const widths: number[] = [];
vi.mock('./pdf-engine.ts', () => ({
  openPdf: vi.fn(async (get: { address: () => Promise<string> }) => ({
    pages: (await get.address()).includes('one-page') ? 1 : 3,
    // A page 600 points wide with 12 pt text: in jsdom's view (taken as 800 px) it reads at the whole page's width.
    layout: async () => ({ width: 600, height: 800, left: 50, right: 550, bodyPt: 12 }),
    render: async (page: number, _canvas: HTMLCanvasElement, width: number) => {
      drawn.push(page);
      widths.push(width);
      return true;
    },
    close: () => undefined,
  })),
}));

beforeAll(async () => {
  await initI18n('en');
  await loadScreenTexts('en', 'media');
});

/** An opener button and the viewer it opens, as a screen has them. */
function Opener({ item }: { item: MediaItem }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? <MediaViewer item={item} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

async function openViewer(item: MediaItem) {
  const user = userEvent.setup();
  render(<Opener item={item} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, dialog: await screen.findByRole('dialog', { name: item.title }) };
}

const file = (fileName: string, extra: Partial<Extract<MediaItem, { kind: 'file' }>> = {}): MediaItem => ({
  kind: 'file',
  title: `The ${fileName}`,
  fileName,
  address: async () => `/files/${fileName}?sig=1`,
  ...extra,
});

describe('the media viewer', () => {
  it('[VIEWER-IMG-1] [VIEWER-TYPE-1] an image shows from its address, named by its title; Escape closes and focus returns to the opener', async () => {
    const { user, dialog } = await openViewer(file('diagram.png'));
    expect(await screen.findByRole('img', { name: 'The diagram.png' })).toHaveAttribute('src', '/files/diagram.png?sig=1');
    expect(dialog).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('[VIEWER-FILE-1] a PDF page by page: Page 1 of 3 drawn first, Next and Previous move, the ends are disabled', async () => {
    drawn.length = 0;
    const { user, dialog } = await openViewer(file('notes.pdf'));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await waitFor(() => expect(drawn).toEqual([1]));
    expect(screen.getByRole('img', { name: 'Page 1 of The notes.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    // At the last page Next is unavailable but keeps the focus (a disabled button would drop it).
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(drawn).toEqual([1, 2, 3]));
    expect(dialog).toBeInTheDocument();
  });

  it('[VIEWER-FILE-1] the zoom buttons and keys draw the page a quarter wider or narrower, from the whole page to four times it', async () => {
    widths.length = 0;
    const { user } = await openViewer(file('notes.pdf'));
    await screen.findByText('Zoom 100 %');
    await waitFor(() => expect(widths.map(Math.round)).toEqual([800]));
    expect(screen.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('Zoom 125 %')).toBeInTheDocument();
    await waitFor(() => expect(widths.at(-1)).toBeCloseTo(1000));
    expect(screen.getByRole('img', { name: 'Page 1 of The notes.pdf' })).toHaveStyle({ width: '1000px' });
    const area = screen.getByRole('region', { name: /^The notes\.pdf: the page/ });
    area.focus();
    await user.keyboard('+');
    expect(screen.getByText('Zoom 156 %')).toBeInTheDocument();
    await user.keyboard('0');
    expect(screen.getByText('Zoom 100 %')).toBeInTheDocument();
    for (let i = 0; i < 8; i += 1) await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByRole('button', { name: 'Zoom in' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(widths.at(-1)).toBeCloseTo(3200));
  });

  it('[VIEWER-FILE-1] two fingers spread on the page zoom it, drawn sharp again when they lift', async () => {
    widths.length = 0;
    await openViewer(file('notes.pdf'));
    await waitFor(() => expect(widths).toHaveLength(1));
    const area = screen.getByRole('region', { name: /^The notes\.pdf: the page/ });
    const touches = (...xs: number[]) => xs.map((x, i) => ({ identifier: i, clientX: x, clientY: 100 }));
    fireEvent.touchStart(area, { touches: touches(100, 200) });
    fireEvent.touchMove(area, { touches: touches(50, 250) });
    // While the fingers move the page is stretched at once; the sharp drawing waits for the lift.
    expect(screen.getByRole('img', { name: 'Page 1 of The notes.pdf' })).toHaveStyle({ width: '1600px' });
    expect(widths.at(-1)).toBeCloseTo(800);
    fireEvent.touchEnd(area, { touches: [] });
    expect(screen.getByText('Zoom 200 %')).toBeInTheDocument();
    await waitFor(() => expect(widths.at(-1)).toBeCloseTo(1600));
  });

  it('[VIEWER-FILE-1] a one-page PDF has no page buttons, only the zoom', async () => {
    await openViewer(file('one-page.pdf'));
    await screen.findByText('Zoom 100 %');
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous page' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Page 1 of/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
  });

  it('[VIEWER-FILE-1] an office file is offered for download (no document viewer is configured)', async () => {
    const download = vi.fn();
    const { user } = await openViewer(file('marks.xlsx', { download }));
    expect(screen.getByText('This file opens in its own program: download it to read it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download The marks.xlsx' }));
    expect(download).toHaveBeenCalledOnce();
  });

  it('[VIEWER-UNSUP-1] [VIEWER-UNSUP-2] [VIEWER-UNSUP-3] zip, pbix and unknown files say the preview is not supported', async () => {
    for (const name of ['all.zip', 'report.pbix', 'setup.exe']) {
      const { user } = await openViewer(file(name));
      expect(screen.getByRole('alert')).toHaveTextContent('Preview not supported. Please download the file.');
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      document.body.innerHTML = '';
    }
  });

  it('[VIEWER-YT-1] YouTube plays in its no-cookie player; an id that is not one shows no frame at all', async () => {
    await openViewer({ kind: 'youtube', title: 'Fractions explained', videoId: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(screen.getByTitle('YouTube video: Fractions explained')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0');
    document.body.innerHTML = '';
    await openViewer({ kind: 'youtube', title: 'Broken', videoId: '"><script>alert(1)</script>' });
    expect(screen.getByRole('alert')).toHaveTextContent('This video cannot be played: its address is not valid.');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('[VIEWER-VIMEO-1] Vimeo plays in the Vimeo player by its id', async () => {
    await openViewer({ kind: 'vimeo', title: 'Waves', videoId: 76979871 });
    expect(screen.getByTitle('Vimeo video: Waves')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?dnt=1');
  });

  it('[VIEWER-TYPE-1] a text file shows as text, never as markup, from an address renewed once it lapsed (410)', async () => {
    let asked = 0;
    server.use(
      http.get('/files/old.txt', () => new HttpResponse(null, { status: 410 })),
      http.get('/files/new.txt', () => new HttpResponse('<b>Dear parents</b>', { headers: { 'content-type': 'text/plain' } })),
    );
    await openViewer(file('letter.txt', { address: async () => (asked++ === 0 ? '/files/old.txt' : '/files/new.txt') }));
    expect(await screen.findByText('<b>Dear parents</b>')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    expect(asked).toBe(2);
  });
});
