import { BASE_PATH } from '@portal/domain/route/paths';

/** What the panel needs to know of a test: its id, and the institute of a product's test [EXAM-PROD-3]. */
export type PanelTest = { test_id: number; test_institute_id?: number | null };

/**
 * The address of our test panel for a test. Only ids: the spec's panel address carried the
 * user's password in base64 [API-EXT-1]; ours never carries a credential or a session token
 * (the panel is opened by a short-lived launch token it asks for itself, the next step of
 * issue 13). A product's test names its own institute [EXAM-PROD-3].
 */
export function testPanelAddress(test: PanelTest): string {
  const path = `${BASE_PATH}/test-panel/${encodeURIComponent(test.test_id)}`;
  const institute = test.test_institute_id;
  return typeof institute === 'number' ? `${path}?institute_id=${encodeURIComponent(institute)}` : path;
}

/**
 * Start, Resume and View open the test panel in a new window [EXAM-BTN-5]. `noopener`: the
 * panel gets no handle on this page (and this page none on it), so neither can script the other.
 */
export function openTestPanel(test: PanelTest): void {
  window.open(testPanelAddress(test), '_blank', 'noopener');
}
