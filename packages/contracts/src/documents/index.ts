export * from './verification.js';
