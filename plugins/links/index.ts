import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/model/index.js';

/**
 * Links (host-neutral): the RANGELINK formula that Insert > Link writes for a named range or a range.
 * No commands of its own: the link is the cell's formula, set by the workbook's `set-cell`.
 */
export { linkFormula, linkTargetOf, type LinkTarget, type LinkTargetResult } from './link-formula.js';

export const linksPlugin: PluginManifest<Workbook> = { id: 'links', dependsOn: ['workbook', 'names', 'formulas'] };
