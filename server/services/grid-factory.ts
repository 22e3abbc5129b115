import { newId, newToken } from '../api/ids.js';
import { FIRST_VERSION_NAME } from '../../plugins/workbook/index.js';
import type { JsonObject } from '../storage/records.js';
import type { Storage, TextPieces } from '../storage/storage.js';

export interface NewGrid {
  readonly accountId: number;
  readonly name: string;
  readonly content: JsonObject;
  readonly versionName?: string;
  readonly published?: boolean;
}

/** A new template given as its file's text (UTF-8, in pieces), whose `name` is the grid's. */
export interface NewGridText extends Omit<NewGrid, 'content'> {
  readonly pieces: TextPieces;
}

/** Stores a new template with one version; the content is durable before the records point at it. */
export async function createGrid(storage: Storage, grid: NewGrid): Promise<string> {
  return addGrid(storage, grid, await storage.putContent('version', { ...grid.content, name: grid.name }));
}

/**
 * Stores a new template from its file's text as it is, each piece written as it is made: never whole,
 * parsed, nor built as an object tree, nor kept parsed in the store's cache (an imported 200k-row
 * CSV is ~75 MB of text, and its tree ~3x that). Read back, the stored text is the document itself.
 */
export async function createGridFromText(storage: Storage, grid: NewGridText): Promise<string> {
  return addGrid(storage, grid, await storage.putContentBytes('version', grid.pieces));
}

async function addGrid(storage: Storage, grid: Omit<NewGrid, 'content'>, contentKey: string): Promise<string> {
  const now = new Date().toISOString();
  const gridId = newId();
  const versionId = newId();
  await storage.write((db) => {
    db.versions.push({ id: versionId, gridId, name: grid.versionName ?? FIRST_VERSION_NAME, published: grid.published ?? false, contentKey, createdAt: now, updatedAt: now });
    db.grids.push({ id: gridId, accountId: grid.accountId, name: grid.name, token: newToken(), isCore: false, published: grid.published ?? false, currentVersionId: versionId, createdAt: now, updatedAt: now });
  });
  return gridId;
}
