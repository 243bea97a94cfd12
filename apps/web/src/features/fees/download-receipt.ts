import { getReceiptLink, type ReceiptRef } from './api/get-receipt.ts';
import { saveFile } from '../../lib/save-file.ts';

/** A download that failed with a reason worth showing (the file address's own message, e.g. an expired link). */
export class ReceiptDownloadError extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? 'Receipt download failed');
    this.name = 'ReceiptDownloadError';
  }
}

/** How long the saved file's object address lives: long enough for the browser to start saving. */
const OBJECT_URL_LIFETIME_MS = 60_000;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The name of the saved file: the server's (Content-Disposition), else receipt-<no>.pdf. */
export function receiptFileName(disposition: string | null, receiptNo: string): string {
  const named = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] : undefined;
  const safe = (named ? decoded(named) : `receipt-${receiptNo}.pdf`).replace(/[\\/:*?"<>|\s]+/g, '-');
  return safe.toLowerCase().endsWith('.pdf') ? safe : `${safe}.pdf`;
}

async function messageOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message.trim() ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * Asks API-FEES-2 for the receipt's address [FEES-RCPT-1], then has the browser download it
 * [FEES-RCPT-2] (decision 019): an address on this site is fetched here, so the button can show
 * progress until the file is in hand and a refusal (an expired link answers 410 with a message)
 * can be told to the user; the bytes are saved under the server's file name through an object
 * address. An address elsewhere is handed to the browser as a download link as it is.
 * Throws ApiError for a failed API-FEES-2 call and ReceiptDownloadError for a missing link or a
 * refused file.
 */
export async function downloadReceipt(ref: ReceiptRef): Promise<void> {
  const link = await getReceiptLink(ref);
  if (!link) throw new ReceiptDownloadError(null);
  const url = new URL(link, window.location.origin);
  if (url.origin !== window.location.origin) {
    saveFile(url.href, receiptFileName(null, ref.receiptNo));
    return;
  }
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ReceiptDownloadError(null);
  }
  if (!response.ok) throw new ReceiptDownloadError(await messageOf(response));
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  saveFile(objectUrl, receiptFileName(response.headers.get('content-disposition'), ref.receiptNo));
  setTimeout(() => URL.revokeObjectURL(objectUrl), OBJECT_URL_LIFETIME_MS);
}
