/** i18n keys of the status-to-message map [ERR-STATUS-1..7]. */
const BY_STATUS: Record<number, string> = {
  400: 'err.status.400',
  401: 'err.status.401',
  404: 'err.status.404',
  500: 'err.status.500',
  503: 'err.status.503',
};

export function statusMessageKey(status: number | null | undefined): string {
  if (!status) return 'err.status.none';
  return BY_STATUS[status] ?? 'err.status.other';
}

export type ShownError = { key: string } | { text: string };

/**
 * What a failed call shows: the server's message when it sent one, else the status map
 * [ERR-STATUS-8] [ERR-GEN-2] [ERR-GEN-4] [ERR-GEN-5].
 */
export function errorToShow(input: { status?: number | null; message?: string | null }): ShownError {
  if (input.message && input.message.trim()) return { text: input.message };
  return { key: statusMessageKey(input.status) };
}

/** A 403 on an authenticated call ends the session [SESSION-FORBID-1] [ERR-GEN-1]. */
export function forbidsSession(status: number | null | undefined): boolean {
  return status === 403;
}
