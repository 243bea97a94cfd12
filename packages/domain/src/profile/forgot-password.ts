/** Decision 005: a phone number has at most 15 digits (E.164). */
export const FORGOT_PHONE_MAX = 15;

/** The forgot-password phone field keeps digits only, at most 15 [PWD-FORGOT-2]. */
export function sanitizeForgotPhone(value: string): string {
  return value.replace(/\D/g, '').slice(0, FORGOT_PHONE_MAX);
}

/** Continue is enabled once the trimmed phone is not empty [PWD-FORGOT-3]. */
export function canContinueForgot(value: string): boolean {
  return value.trim() !== '';
}
