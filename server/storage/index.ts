export * from './records.js';
export type { Storage } from './storage.js';
export { JsonFileStorage } from './json-file-storage.js';
