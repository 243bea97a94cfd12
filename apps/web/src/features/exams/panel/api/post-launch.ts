import { apiRequest } from '../../../../lib/api-client.ts';
import type { Envelope, LaunchRequest, PanelLaunch } from './panel-types.ts';

/**
 * POST /exam-api/panel/launch with the login session: a single-use launch address for Start,
 * Resume or View (decision 040). Used by My Exam's buttons and by the panel itself after an
 * in-place sign-in or a reload (its address no longer carries a token).
 */
export async function postLaunch(request: LaunchRequest): Promise<PanelLaunch> {
  const response = await apiRequest<Envelope<PanelLaunch>>('/panel/launch', { service: 'exam', method: 'POST', body: request, timeoutMs: 20_000 });
  return response.data;
}

/** The launch token of a launch address (/my-account/test-panel#launch=<token>). */
export function launchTokenOf(address: string): string | null {
  const hash = address.includes('#') ? address.slice(address.indexOf('#') + 1) : '';
  const token = new URLSearchParams(hash).get('launch');
  return token && token.trim() ? token : null;
}
