import type { TForgotPasswordAccount, TForgotPasswordRequest, TForgotPasswordResponse } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { readStored } from '../../../lib/storage.ts';

export const FORGOT_PASSWORD_TIMEOUT_MS = 15_000;

/** Which account to reset: none named yet, or the one chosen in the list [PWD-FORGOT-7]. */
export type ForgotTarget = { user_id: number; institute_id: number } | null;

/** The institute of a branded login page, as the login sends it (login-request.ts) [SHELL-BRAND-5]. */
function brandingInstituteId(): number | undefined {
  const id = Number(readStored(STORAGE_KEYS.instituteId));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The body [API-PWD-1]: source study-app and the phone as user_name [PWD-FORGOT-4]; the chosen
 * account's user_id and institute_id on a retry [PWD-FORGOT-7] [PWD-FORGOT-8]. Before a choice,
 * a branded login page's institute is sent as the login does (the field is optional).
 */
export function forgotPasswordRequest(phone: string, target: ForgotTarget): TForgotPasswordRequest {
  const body: TForgotPasswordRequest = { source: 'study-app', user_name: phone };
  if (target) return { ...body, user_id: target.user_id, institute_id: target.institute_id };
  const instituteId = brandingInstituteId();
  return instituteId === undefined ? body : { ...body, institute_id: instituteId };
}

/**
 * POST /api/v2/user/forgotPassword [API-PWD-1]: null means a temporary password was sent
 * [PWD-FORGOT-9], a list means choose an account [PWD-FORGOT-5]. A public call: its 403 (if
 * any) is an error to show, not a logout.
 */
export async function forgotPassword(phone: string, target: ForgotTarget): Promise<TForgotPasswordAccount[] | null> {
  const response = await apiRequest<TForgotPasswordResponse>('/api/v2/user/forgotPassword', {
    method: 'POST',
    body: forgotPasswordRequest(phone, target),
    timeoutMs: FORGOT_PASSWORD_TIMEOUT_MS,
    endSessionOn403: false,
  });
  return response?.result ?? null;
}
