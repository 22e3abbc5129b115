import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/model/index.js';
import { locksAdjuster } from './adjuster.js';
import { locksCommands } from './commands.js';

/**
 * Locks (SPEC sections 4-6): named ranges of cells a shadow's user cannot edit. The commands
 * locks.add / locks.rename / locks.set-range / locks.delete, the adjuster that keeps locks on their cells,
 * the shadow-mode refusal of commands in the editor (`shadowRefusal`, `guardLocks`) and of a saved shadow
 * on the server (`shadowChangeRefusal`, `LockedCells`). Locks are a field of each sheet.
 */
export const locksPlugin: PluginManifest<Workbook> = {
  id: 'locks',
  documentSlots: [{ path: 'sheetsById.*.locks', affectsValues: false, editableInShadows: true }],
  dependsOn: ['workbook', 'names'],
  commands: locksCommands,
  adjusters: [locksAdjuster],
};

export { locksAdjuster } from './adjuster.js';
export {
  addLock, defaultLockName, deleteLock, lockNameError, lockRange, locksCommands, renameLock, setLockRange,
  type AddLockParams, type DeleteLockParams, type LockRangeParam, type RenameLockParams, type SetLockRangeParams,
} from './commands.js';
export { editedAreas, type EditedArea } from './edited-areas.js';
export { formulaIdentity } from './formula-identity.js';
export { lockedAreas, overlaps, touchesLock, type LockedArea } from './lock-areas.js';
export { LockedCells } from './locked-cells.js';
export * from './messages.js';
export { guardLocks, shadowRefusal } from './refusal.js';
export { shadowChangeRefusal } from './shadow-changes.js';
