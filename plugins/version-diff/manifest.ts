import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/model/index.js';

/**
 * Version differences (host-neutral): the cells whose formula or value changed between two versions of a
 * template, and the outputs each test shadow would see change. Its server part serves them, its web part
 * shows them. The manifest has a file of its own so the editor assembles it without the evaluator.
 */
export const versionDiffPlugin: PluginManifest<Workbook> = { id: 'version-diff', dependsOn: ['workbook', 'formulas', 'template-function'] };
