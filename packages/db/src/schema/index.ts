export * from './users.js';
export * from './sessions.js';
export * from './audit.js';
export * from './students.js';
export * from './wallets.js';
export * from './messaging.js';
export * from './content.js';
export * from './ledger.js';
