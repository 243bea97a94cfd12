export * from './common.ts';
export * from './shell.ts';
export * from './auth.ts';
export * from './home.ts';
export * from './messages.ts';
export * from './timetable.ts';
export * from './events.ts';
export * from './calendar-feed.ts';
