import type { TLoginRequest } from '@portal/contract';
import { getDeviceId } from '../../lib/device-id.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { readStored } from '../../lib/storage.ts';

/** What signs in: the password typed on the login page, or a single sign-on's one-time key [SSO-FLOW-4]. */
export type Credentials = { user_name: string; password: string } | { user_name: string; sso_key: string };
/** What a choice adds to the re-sent login (decision 002). */
export type LoginExtras = Pick<TLoginRequest, 'user_type' | 'user_id' | 'institute_id' | 'student_id' | 'logout_from_all_devices'>;

/** The institute found by the branding lookup, sent when no profile names one [SHELL-BRAND-5]. */
function brandingInstituteId(): number | undefined {
  const id = Number(readStored(STORAGE_KEYS.instituteId));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The login body [API-LOGIN-1]: source WEB, this browser's device id, and the choices made so far. */
export function loginRequest(credentials: Credentials, extras: LoginExtras): TLoginRequest {
  const body: TLoginRequest = {
    user_name: credentials.user_name,
    ...('sso_key' in credentials ? { sso_key: credentials.sso_key } : { password: credentials.password }),
    device_id: getDeviceId(),
    source: 'WEB',
  };
  const instituteId = extras.institute_id ?? brandingInstituteId();
  if (instituteId !== undefined) body.institute_id = instituteId;
  if (extras.user_id !== undefined) body.user_id = extras.user_id;
  if (extras.user_type !== undefined) body.user_type = extras.user_type;
  if (extras.student_id !== undefined) body.student_id = extras.student_id;
  if (extras.logout_from_all_devices) body.logout_from_all_devices = true;
  return body;
}
