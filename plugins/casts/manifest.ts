import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/model/index.js';
import { castsAdjuster } from './adjuster.js';
import { castsCommands } from './commands.js';

/**
 * Casts as an editor plugin: the recommended casts of a template (SPEC section 3), added, edited and
 * deleted by casts.set-recommended and casts.delete-recommended (the Casting section), and kept on their
 * cells through structural edits by castsAdjuster.
 */
export const castsPlugin: PluginManifest<Workbook> = {
  id: 'casts',
  documentSlots: [{ path: 'recommendedCastsByName', affectsValues: false, editableInShadows: false }],
  dependsOn: ['workbook', 'names', 'charts', 'conditional-formats', 'palettes'],
  commands: castsCommands,
  adjusters: [castsAdjuster],
};
