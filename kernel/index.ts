// What plugins build on: the contracts (commands, adjusters, manifests, structural changes), the errors
// and the service keys. The services a host boots (createKernel, the command bus, the stores, undo and
// redo) are types only here; hosts that run a kernel import kernel/runtime.ts. So a host that only reads
// manifests (the server: each plugin's formula functions) loads no rxjs.
export * from './command.js';
export * from './document-slots.js';
export * from './errors.js';
export type * from './formula-rebase.js';
export * from './plugin.js';
export * from './plugin-order.js';
export * from './rebase-positions.js';
export * from './rebase-ranges.js';
export * from './services.js';
export * from './steps.js';
export * from './structural-change.js';
export * from './tokens.js';
export type * from './command-bus.js';
export type * from './dirty-tracker.js';
export type * from './document-store.js';
export type * from './kernel.js';
export type * from './undo-redo.js';
export type * from './view-store.js';
