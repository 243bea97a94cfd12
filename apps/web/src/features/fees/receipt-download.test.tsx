import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../test/server.ts';
import { receiptFileName } from './download-receipt.ts';
import { feesResult, openFees, payment, receiptCalls, receiptFileHandler, receiptHandler, settled } from './testing/fees-server.ts';

type Saved = { href: string; download: string };
let saved: Saved[];
let blobs: Blob[];

beforeEach(() => {
  saved = [];
  blobs = [];
  // jsdom has neither object addresses nor downloads: record what the browser would save.
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    blobs.push(blob as Blob);
    return `blob:receipt-${blobs.length}`;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
});

/** Opens payment history with two receipts. */
async function openHistory(handlers: RequestHandler[] = []) {
  const view = await openFees({
    fakeAllTimers: true,
    handlers,
    result: feesResult({ p_install_li: [payment('SPS-R-0001'), payment('SPS-R-0002', { financial_yr: '2025-26' })] }),
  });
  await view.user.click(screen.getByRole('tab', { name: 'Payment history' }));
  await act(() => vi.advanceTimersByTimeAsync(800));
  await settled();
  return view;
}

describe('receipt download', () => {
  it('[FEES-RCPT-1] [FEES-RCPT-2] asks API-FEES-2 with the receipt, financial year and academic year, then saves the PDF', async () => {
    const { user } = await openHistory();
    await user.click(screen.getByRole('button', { name: 'Download receipt SPS-R-0002' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [call] = receiptCalls();
    expect(call!.pathname).toBe('/api/v1/studentWise/fee/7001/feeReceipt/SPS-R-0002/download');
    expect(Object.fromEntries(call!.searchParams)).toEqual({ fin_yr: '2025-26', acad_year: '12' });
    expect(saved[0]).toEqual({ href: 'blob:receipt-1', download: 'receipt-SPS-R-0002.pdf' });
    expect(await blobs[0]!.text()).toBe('%PDF-1.4 receipt SPS-R-0002');
    expect(screen.getByRole('button', { name: 'Download receipt SPS-R-0002' })).toHaveAttribute('aria-busy', 'false');
  });

  it('[FEES-RCPT-2] the button shows progress while the link is asked and the file fetched', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user } = await openHistory([
      receiptFileHandler(async () => {
        await held;
        return new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Download receipt SPS-R-0001' }));
    const busy = await screen.findByRole('button', { name: 'Preparing receipt SPS-R-0001…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveTextContent('Preparing…');
    // A second click while busy asks nothing more.
    await user.click(busy);
    release();
    expect(await screen.findByRole('button', { name: 'Download receipt SPS-R-0001' })).toHaveAttribute('aria-busy', 'false');
    expect(receiptCalls()).toHaveLength(1);
    expect(saved).toEqual([{ href: 'blob:receipt-1', download: 'receipt-SPS-R-0001.pdf' }]);
  });

  it('[FEES-ERR-1] a failed link call shows a toast to try again (decision 019), nothing is saved', async () => {
    const { user } = await openHistory([receiptHandler(() => fail(404, 'Receipt not found'))]);
    await user.click(screen.getByRole('button', { name: 'Download receipt SPS-R-0001' }));
    expect(await screen.findByText('The receipt could not be downloaded. Please try again.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('[FEES-ERR-1] an answer without a link shows the same toast', async () => {
    const { user } = await openHistory([receiptHandler(() => HttpResponse.json({ statusCode: 200, message: 'OK', awsDownloadLink: '', result: { awsDownloadLink: '' } }))]);
    await user.click(screen.getByRole('button', { name: 'Download receipt SPS-R-0001' }));
    expect(await screen.findByText('The receipt could not be downloaded. Please try again.')).toBeInTheDocument();
  });

  it('[FEES-ERR-1] an expired link tells the server’s message (decision 019)', async () => {
    const expired = 'This download link has expired. Please download the receipt again.';
    const { user } = await openHistory([receiptFileHandler(() => HttpResponse.json({ statusCode: 410, message: expired }, { status: 410 }))]);
    await user.click(screen.getByRole('button', { name: 'Download receipt SPS-R-0001' }));
    expect(await screen.findByText(expired)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('[FEES-ERR-2] a 403 on API-FEES-2 logs out with the server message (reading A)', async () => {
    const { user } = await openHistory([http.get('/api/v1/studentWise/fee/:s/feeReceipt/:r/download', () => fail(403, 'Signed in elsewhere.'))]);
    await user.click(screen.getByRole('button', { name: 'Download receipt SPS-R-0001' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('Signed in elsewhere.')).toBeInTheDocument();
    expect(screen.queryByText('The receipt could not be downloaded. Please try again.')).not.toBeInTheDocument();
  });

  it('[FEES-RCPT-2] the saved name is the server’s, made safe, always .pdf', () => {
    expect(receiptFileName('attachment; filename="receipt-SPS-R-0001.pdf"', 'x')).toBe('receipt-SPS-R-0001.pdf');
    expect(receiptFileName("attachment; filename*=UTF-8''receipt%20A%2F1.pdf", 'x')).toBe('receipt-A-1.pdf');
    expect(receiptFileName(null, 'APX/7')).toBe('receipt-APX-7.pdf');
    expect(receiptFileName('attachment; filename="notes"', 'x')).toBe('notes.pdf');
  });
});
