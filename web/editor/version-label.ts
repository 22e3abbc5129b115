import { DEFAULT_VERSION_NAME, FIRST_VERSION_NAME } from '../../plugins/workbook/index.js';
import type { GridInfo } from '../plugin-api/index.js';

/**
 * The version's name as the top bar shows it under the grid's name, or nothing when it tells nothing: a
 * template (or, in shadow mode, a grid) with one version still called by its default name. Another
 * version to tell it from, or a name its author gave, is shown.
 */
export function versionLabel(grid: Pick<GridInfo, 'versionName' | 'versions'>): string | undefined {
  const defaultName = grid.versionName === FIRST_VERSION_NAME || grid.versionName === DEFAULT_VERSION_NAME;
  return grid.versions.length > 1 || !defaultName ? grid.versionName : undefined;
}
