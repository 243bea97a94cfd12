export * from './status.ts';
export * from './due-badge.ts';
export * from './list.ts';
export * from './countdown.ts';
export * from './edit-rules.ts';
export * from './upload-type.ts';
export * from './submission-limits.ts';
export * from './display.ts';
