export * from './users.ts';
export * from './auth.ts';
export * from './org.ts';
export * from './sessions.ts';
