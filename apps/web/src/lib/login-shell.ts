/**
 * The login page index.html carries from the build, shown before the app's code has run
 * (decision 053): its element, and the class the inline gate puts on <html> to hide it.
 */
export const LOGIN_SHELL_ID = 'login-shell';
export const NO_LOGIN_SHELL_CLASS = 'no-login-shell';
/** Set on the shell by the gate when its form was sent (Enter, Login) before the app had it. */
export const SHELL_SUBMITTED_ATTRIBUTE = 'data-submitted';
/** Set by the gate to the index of the last other button pressed on the shell (Forgot Password?...). */
export const SHELL_CLICKED_ATTRIBUTE = 'data-clicked';
/** Set by the gate while a pointer pressed on the shell is down (removed on pointerup or cancel). */
export const SHELL_PRESSING_ATTRIBUTE = 'data-pressing';
/** The longest the swap waits for a press on the shell to end (a pointer held down and forgotten). */
const PRESS_WAIT_MS = 5000;

function shell(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(LOGIN_SHELL_ID);
}

/**
 * What was typed into a field of the shell before the app took over, found by the field's
 * autocomplete token ('username', 'current-password'), so a quick user's typing is not lost.
 */
export function shellValue(autocomplete: string): string {
  const input = shell()?.querySelector<HTMLInputElement>(`input[autocomplete="${autocomplete}"]`);
  return input?.value ?? '';
}

/** Whether the user sent the shell's form before the app took over: the app sends it for them. */
export function shellSubmitted(): boolean {
  return shell()?.hasAttribute(SHELL_SUBMITTED_ATTRIBUTE) ?? false;
}

/**
 * Whether the shell was sent, and marks the sending as taken: the app's login form sends it as
 * it mounts, so the swap does not press Login a second time.
 */
export function takeShellSubmission(): boolean {
  const element = shell();
  if (!element?.hasAttribute(SHELL_SUBMITTED_ATTRIBUTE)) return false;
  element.removeAttribute(SHELL_SUBMITTED_ATTRIBUTE);
  return true;
}

/**
 * The app's counterpart of the button pressed on the shell, if the app drew the same page: the
 * shell is the login screen's own markup, so its buttons come in the same order.
 */
function pressedCounterpart(element: HTMLElement): HTMLButtonElement | null {
  const page = element.firstElementChild;
  if (!page?.className) return null;
  const twin = [...document.getElementsByClassName(page.className)].find((e) => !element.contains(e));
  // Sent during a press that held the swap back, so no form of the app has taken it: its Login.
  if (element.hasAttribute(SHELL_SUBMITTED_ATTRIBUTE)) return twin?.querySelector('button[type="submit"]') ?? null;
  const index = Number(element.getAttribute(SHELL_CLICKED_ATTRIBUTE) ?? NaN);
  if (!Number.isInteger(index)) return null;
  return twin?.querySelectorAll('button')[index] ?? null;
}

/**
 * Runs `swap` once the press under way on the shell has ended: swapping between a pointer's down
 * and up puts the two on different elements, and the browser then sends no click at all (a Login
 * pressed just as the app took over was lost). The click, if any, is sent in the task of the
 * pointer's release, so the swap comes in the task after it.
 */
function afterPress(element: HTMLElement, swap: () => void): void {
  if (!element.hasAttribute(SHELL_PRESSING_ATTRIBUTE)) return swap();
  let done = false;
  const end = () => {
    if (done) return;
    done = true;
    window.removeEventListener('pointerup', end, true);
    window.removeEventListener('pointercancel', end, true);
    setTimeout(swap, 0);
  };
  window.addEventListener('pointerup', end, true);
  window.addEventListener('pointercancel', end, true);
  setTimeout(end, PRESS_WAIT_MS);
}

/**
 * Removes the shell once the app has drawn its first page (#root is hidden while the shell is
 * there), in the same frame, so nothing flashes. Focus follows to the app's field of the same
 * kind if the user was in one of the shell's, and a button pressed on the shell (the language,
 * Forgot Password?) is pressed on the app's page, once the app has finished drawing it.
 */
export function releaseLoginShell(): void {
  const element = shell();
  if (element) afterPress(element, () => swap(element));
}

function swap(element: HTMLElement): void {
  if (!element.isConnected) return;
  const active = document.activeElement;
  const token = active instanceof HTMLInputElement && element.contains(active) ? active.getAttribute('autocomplete') : null;
  const pressed = pressedCounterpart(element);
  element.remove();
  // The shell is gone: the field of that kind now is the app's.
  if (token) document.querySelector<HTMLInputElement>(`input[autocomplete="${token}"]`)?.focus();
  // A task of its own, once the app's commit and its effects are done.
  if (pressed) setTimeout(() => pressed.click(), 0);
}
