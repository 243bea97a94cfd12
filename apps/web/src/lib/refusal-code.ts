import { ERROR_CODES } from '@portal/contract/error-codes';
import type { ApiError } from './api-client.ts';

/**
 * The code of a refused call, or the one its status says when the answer had no body to read (a
 * proxy's 413, a 507): the screens translate a refusal by its code, never by the English text.
 */
export function refusalCode(error: ApiError): string | null {
  if (error.code) return error.code;
  if (error.status === 413) return ERROR_CODES.uploadTooLarge;
  if (error.status === 507) return ERROR_CODES.storageFull;
  return null;
}
