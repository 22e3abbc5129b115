export * from './view-operations.js';
export * from './follow-active-sheet.js';
