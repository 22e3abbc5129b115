import { versionsOfGrid } from '../storage/lookups.js';
import type { DbState, GridRecord, VersionRecord } from '../storage/records.js';

/**
 * The version a template answers with when none is named (its evaluate call, a new grid): the current one
 * when it is published, else the newest published one; undefined when none is. While the author edits a
 * draft (an unpublished current version), callers keep getting the version a person published.
 */
export function publishedVersionOf(db: DbState, grid: GridRecord): VersionRecord | undefined {
  const published = versionsOfGrid(db.versions, grid.id).filter((version) => version.published);
  return published.find((version) => version.id === grid.currentVersionId)
    ?? published.reduce<VersionRecord | undefined>((newest, version) => (!newest || version.createdAt > newest.createdAt ? version : newest), undefined);
}
