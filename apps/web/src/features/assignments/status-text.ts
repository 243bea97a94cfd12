import type { ShownStatus } from '@portal/domain/assignments/status';

/** The i18n key of each shown status (the domain's values are the spec's English words) [ASSIGN-STATUS-1/2]. */
export const STATUS_KEYS: Readonly<Record<ShownStatus, string>> = {
  Pending: 'assign.status.pending',
  Draft: 'assign.status.draft',
  'Not Submitted': 'assign.status.notSubmitted',
  Submitted: 'assign.status.submitted',
  Expired: 'assign.status.expired',
  Evaluated: 'assign.status.evaluated',
};
