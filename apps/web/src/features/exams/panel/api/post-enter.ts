import type { TPanelEnter } from '@portal/contract';
import { apiRequest } from '../../../../lib/api-client.ts';
import type { Envelope } from './panel-types.ts';

/**
 * POST /exam-api/panel/enter: spends the launch token and answers the whole test (no keys), the
 * attempt's clock and its saved answers; sets the attempt cookie the next calls use (decision 040).
 */
export async function postEnter(launchToken: string): Promise<TPanelEnter> {
  const response = await apiRequest<Envelope<TPanelEnter>>('/panel/enter', { service: 'exam', method: 'POST', body: { launch_token: launchToken }, timeoutMs: 30_000 });
  return response.data;
}
