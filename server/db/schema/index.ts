export * from './users.ts';
export * from './auth.ts';
export * from './org.ts';
export * from './sessions.ts';
export * from './dashboards.ts';
export * from './shares.ts';
export * from './jobs.ts';
export * from './imports.ts';
