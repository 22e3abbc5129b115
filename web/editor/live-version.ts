import type { GridInfo } from '../plugin-api/index.js';

/**
 * The name of the version the API and new grids use, as the server chooses it: the open one when it is
 * published, else the newest published (versions are listed oldest first); undefined when none is.
 */
export function liveVersionName(grid: GridInfo): string | undefined {
  if (grid.published) return grid.versionName;
  return [...grid.versions].reverse().find((version) => version.published)?.name;
}
