export * from './client.js';
export * as schema from './schema/index.js';
export * from './schema/index.js';
export * from './queries/users.js';
export * from './queries/sessions.js';
export * from './queries/audit.js';
