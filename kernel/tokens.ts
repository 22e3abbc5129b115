/** Container tokens for the kernel's own services. */
export const KERNEL = {
  DocumentStore: Symbol.for('gridcast.kernel.DocumentStore'),
  CommandBus: Symbol.for('gridcast.kernel.CommandBus'),
  ViewStore: Symbol.for('gridcast.kernel.ViewStore'),
  UndoRedo: Symbol.for('gridcast.kernel.UndoRedo'),
  DirtyTracker: Symbol.for('gridcast.kernel.DirtyTracker'),
  Plugins: Symbol.for('gridcast.kernel.Plugins'),
} as const;
