import type { TAssignmentDownloadRequest, TAssignmentDownloadResponse } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/v2/onlineAssignment/downloadFile with one attachment id [API-ASSIGN-5]; result.body
 * is a short-lived signed address answering the file as an attachment.
 */
export async function getDownloadAddress(instituteId: number, attachmentId: number): Promise<string> {
  const body: TAssignmentDownloadRequest = { attachmentId_array: [attachmentId], institute_id: instituteId };
  const response = await apiRequest<TAssignmentDownloadResponse>('/api/v2/onlineAssignment/downloadFile', { method: 'POST', body });
  return response.result.body;
}
