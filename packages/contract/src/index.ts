export * from './common.ts';
export * from './shell.ts';
export * from './auth.ts';
