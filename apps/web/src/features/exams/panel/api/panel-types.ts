import type { TPanelEnter, TPanelLaunch } from '@portal/contract';

// The panel calls' answers, as the contract (exam-panel.ts) types them: type imports only, so the
// browser never loads zod. Every answer is the exam service's envelope `{ statusCode, message, data }`.
export type { TPanelClock as PanelClock, TPanelLaunch as PanelLaunch, TPanelLaunchRequest as LaunchRequest, TPanelSaved as PanelSaved, TPanelSubmitted as PanelSubmitted } from '@portal/contract';

export type Envelope<T> = { statusCode: number; message: string; data: T };
export type PanelMode = TPanelLaunch['mode'];
export type PanelAttempt = TPanelEnter['attempt'];
