import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/model/index.js';

/**
 * Version differences (host-neutral): the cells whose formula or value changed between two versions of a
 * template, and the outputs each test shadow would see change. Its server part serves them.
 */
export const versionDiffPlugin: PluginManifest<Workbook> = { id: 'version-diff', dependsOn: ['workbook', 'formulas'] };

export { cellChanges, versionCells, type CellChange, type CellState, type VersionCells } from './cell-changes.js';
export { diffVersions, MAX_LISTED_CELLS, type DiffSide, type OutputChange, type ShadowChanges, type VersionDiff } from './version-diff.js';
