export * from './roles.js';
export * from './session.js';
export * from './permissions.js';
export * from './menus.js';
export * from './messages.js';
export * from './passwords.js';
export * from './ids.js';
export * from './schemas/auth.js';
