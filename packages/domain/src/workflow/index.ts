export * from './machine.js';
export * from './history.js';
export * from './schemas.js';
export * from './money.js';
export * from './comments.js';
