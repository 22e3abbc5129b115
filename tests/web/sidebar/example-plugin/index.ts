import type { PluginManifest } from '../../../../kernel/index.js';
import type { Workbook } from '../../../../plugins/workbook/index.js';

/**
 * An example plugin for the tests: a sidebar panel counting the open sheet's filled cells. It shows what
 * a new sidebar panel takes: this folder (a manifest and a web part) and one line in the web assembly.
 */
export const sheetStatsPlugin: PluginManifest<Workbook> = {
  id: 'sheet-stats',
  dependsOn: ['workbook'],
};
