export * from './codes.js';
export * from './fields.js';
export * from './language.js';
export * from './sections.js';
export * from './messages.js';
