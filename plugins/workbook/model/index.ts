export * from './cell.js';
export * from './cell-range.js';
export * from './format.js';
export * from './sheet.js';
export * from './workbook.js';
export * from './filter.js';
export * from './table.js';
