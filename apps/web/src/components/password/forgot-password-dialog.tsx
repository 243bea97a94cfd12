import { useScreenTexts } from '../../lib/screen-texts.ts';
import { ForgotPasswordFlow } from './forgot-password-flow.tsx';

/**
 * Opened by 'Forgot Password?' [LOGIN-SCREEN-9]; loaded by the login screen only on that click,
 * with its texts (the 'password' area), so the login page's own scripts stay as they were.
 */
export function ForgotPasswordDialog({ onClose }: { onClose: () => void }) {
  const ready = useScreenTexts('password');
  return ready ? <ForgotPasswordFlow onClose={onClose} /> : null;
}
