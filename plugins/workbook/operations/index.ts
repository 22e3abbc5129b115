export * from './view-operations.js';
