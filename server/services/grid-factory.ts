import { newId, newToken } from '../api/ids.js';
import { DEFAULT_VERSION_NAME } from '../../plugins/workbook/defaults.js';
import type { JsonObject } from '../storage/records.js';
import type { Storage } from '../storage/storage.js';

export interface NewGrid {
  readonly accountId: number;
  readonly name: string;
  readonly content: JsonObject;
  readonly versionName?: string;
  readonly published?: boolean;
}

/** Stores a new template with one version; the content is durable before the records point at it. */
export async function createGrid(storage: Storage, grid: NewGrid): Promise<string> {
  const contentKey = await storage.putContent('version', { ...grid.content, name: grid.name });
  const now = new Date().toISOString();
  const gridId = newId();
  const versionId = newId();
  await storage.write((db) => {
    db.versions.push({ id: versionId, gridId, name: grid.versionName ?? DEFAULT_VERSION_NAME, published: grid.published ?? false, contentKey, createdAt: now, updatedAt: now });
    db.grids.push({ id: gridId, accountId: grid.accountId, name: grid.name, token: newToken(), isCore: false, published: grid.published ?? false, currentVersionId: versionId, createdAt: now, updatedAt: now });
  });
  return gridId;
}
