import type { CommandDefinition, PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/index.js';
import { applyPatchesCommand } from './apply-patches.js';

/** The co-editing plugin's manifest: its one command, the patches an undo or redo sends (apply-patches.ts). */
export const collabPlugin: PluginManifest<Workbook> = {
  id: 'collab',
  dependsOn: ['workbook'],
  commands: [applyPatchesCommand as CommandDefinition<never, Workbook>],
};
