import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/model/index.js';
import { chartsAdjuster } from './adjuster.js';
import { chartsCommands } from './commands.js';

/**
 * Charts (SPEC section 3 "Chart"): the commands charts.insert / update / move / resize / delete (one undo
 * step each) and the adjuster that keeps ranges and line formulas on their cells. The manifest has a file
 * of its own so a host can assemble it without the SVG renderer (d3): the server draws a chart only for
 * a chart cast, and loads the renderer then.
 */
export const chartsPlugin: PluginManifest<Workbook> = {
  id: 'charts',
  documentSlots: [{ path: 'sheetsById.*.chartsById', affectsValues: false, editableInShadows: true }],
  dependsOn: ['workbook', 'formulas', 'names'],
  commands: chartsCommands,
  adjusters: [chartsAdjuster],
};
