export { versionDiffPlugin } from './manifest.js';
export { cellChanges, versionCells, type CellChange, type CellState, type VersionCells } from './cell-changes.js';
export { diffVersions, MAX_LISTED_CELLS, type DiffSide, type OutputChange, type ShadowChanges, type VersionDiff } from './version-diff.js';
