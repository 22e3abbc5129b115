import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/model/index.js';
import { freezeAdjuster } from './adjuster.js';
import { setFrozen } from './set-frozen.js';

/**
 * Freeze panes (host-neutral): a sheet's frozen row and column counts (a field of the sheet, kept in the
 * template file and in xlsx as the `pane` state), the command that sets them and the adjuster that keeps
 * them on their lines through row and column inserts and deletes.
 */
export const freezePlugin: PluginManifest<Workbook> = {
  id: 'freeze',
  documentSlots: [{ path: 'sheetsById.*.frozen', affectsValues: false, editableInShadows: true }],
  dependsOn: ['workbook'],
  commands: [setFrozen],
  adjusters: [freezeAdjuster],
};

export { adjustedFrozen, freezeAdjuster } from './adjuster.js';
export { frozenOf, setFrozen, writeFrozen, type SetFrozenParams } from './set-frozen.js';
export * from './messages.js';
