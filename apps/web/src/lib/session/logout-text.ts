import { i18n } from '../i18n.ts';

/** The server's own logout answer (API-LOGOUT-1), which it writes in English whatever the language. */
const SERVER_LOGGED_OUT = 'Logged out successfully';

/**
 * The text of the logout toast [SESSION-LOGOUT-9]: the server's message, except that its known
 * success answer is said in the pupil's language (issue 35: a French pupil read 'Logged out
 * successfully' on the French login page). Any other message is shown as the server wrote it.
 */
export function logoutText(message: string): string {
  return message.trim() === SERVER_LOGGED_OUT ? i18n.t('session.loggedOut') : message;
}
