// The kernel for hosts that run one (the editor, tests, benches): kernel/index.ts and the services
// createKernel boots, with the library they need (rxjs).
export * from './index.js';
export * from './apply-patches.js';
export * from './command-bus.js';
export * from './dirty-tracker.js';
export * from './document-store.js';
export * from './kernel.js';
export * from './undo-redo.js';
export * from './view-store.js';
