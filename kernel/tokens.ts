/** Container tokens for the kernel's own services. */
export const KERNEL = {
  DocumentStore: Symbol.for('gridcast.kernel.DocumentStore'),
  CommandBus: Symbol.for('gridcast.kernel.CommandBus'),
  ViewStore: Symbol.for('gridcast.kernel.ViewStore'),
  UndoRedo: Symbol.for('gridcast.kernel.UndoRedo'),
  DirtyTracker: Symbol.for('gridcast.kernel.DirtyTracker'),
  Plugins: Symbol.for('gridcast.kernel.Plugins'),
  /** A FormulaRebase (kernel/formula-rebase.ts), bound by the formulas plugin. */
  FormulaRebase: Symbol.for('gridcast.kernel.FormulaRebase'),
} as const;
