export * from './records.js';
export type { Storage } from './storage.js';
export type { ContentSource } from './content-source.js';
export { JsonFileStorage } from './json-file-storage.js';
