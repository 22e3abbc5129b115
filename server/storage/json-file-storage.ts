import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Draft, produce } from 'immer';
import { Low } from 'lowdb';
import { DurableJsonAdapter } from './durable-json-adapter.js';
import { FolderLock } from './folder-lock.js';
import { hashLegacySecrets } from './legacy-secrets.js';
import { ContentCache } from './content-cache.js';
import { ContentFiles } from './content-files.js';
import { ContentMissingError } from './content-missing.js';
import { type ContentSource, unlayered } from './content-source.js';
import { sealSnapshotArray } from './record-index.js';
import { type DbState, type JsonValue, emptyDb, isContentReferenced, referencedContentKeys } from './records.js';
import type { BodyEdit, Storage, StoredBytes, TextPieces } from './storage.js';

const DB_FILE = 'gridcast.json';
const CONTENT_DIR = 'content';

/**
 * The embedded store: records in one lowdb JSON file, content in files under content/ (ContentFiles).
 * Records live in memory as an immutable snapshot; every write replaces it and is fsynced before it resolves.
 */
export class JsonFileStorage implements Storage {
  private constructor(
    private readonly dir: string,
    private readonly low: Low<DbState>,
    private readonly adapter: DurableJsonAdapter<DbState>,
    private readonly content: ContentFiles,
    private readonly lock: FolderLock,
    private readonly cache = new ContentCache(64),
  ) {}

  /**
   * Opens (or creates) the store in `dir`, held by this process alone (DataFolderInUse otherwise), and
   * removes content files left by saves that were never acknowledged. The folders are the owner's alone
   * (700) and every file is created 600: the records hold password hashes and the content users' data.
   */
  static async open(dir: string): Promise<JsonFileStorage> {
    await mkdir(join(dir, CONTENT_DIR), { recursive: true, mode: 0o700 });
    // A folder made before modes were set (or by hand) is closed to other users too.
    await Promise.all([chmod(dir, 0o700), chmod(join(dir, CONTENT_DIR), 0o700)]);
    const lock = await FolderLock.acquire(dir);
    try {
      const content = new ContentFiles(join(dir, CONTENT_DIR));
      // The records may point at content files only once those are durable.
      const adapter = new DurableJsonAdapter<DbState>(join(dir, DB_FILE), () => content.syncWritten());
      const low = new Low<DbState>(adapter, emptyDb());
      await low.read();
      // Collections added after a store was created start empty rather than missing.
      const read = { ...emptyDb(), ...low.data };
      low.data = hashLegacySecrets(read);
      sealSnapshot(low.data);
      const storage = new JsonFileStorage(dir, low, adapter, content, lock);
      if (low.data !== read) await low.write();
      await storage.removeOrphans();
      return storage;
    } catch (error) {
      await lock.release();
      throw error;
    }
  }

  async read<T>(query: (db: DbState) => T): Promise<T> {
    return query(this.low.data);
  }

  async write<T>(change: (db: Draft<DbState>) => T): Promise<T> {
    let result: T | undefined;
    // immer gives all-or-nothing: a throw inside `change` leaves the snapshot untouched.
    const next = produce(this.low.data, (draft) => {
      result = change(draft);
    });
    if (next !== this.low.data) {
      sealSnapshot(next);
      this.low.data = next;
      await this.low.write();
    }
    return result as T;
  }

  async putContent(kind: string, content: JsonValue, source?: ContentSource): Promise<string> {
    const text = source ? undefined : JSON.stringify(content);
    const key = text === undefined ? await this.content.putSource(kind, source!) : await this.content.put(kind, text);
    this.cache.set(key, content, text?.length ?? source!.body.byteLength);
    return key;
  }

  putContentBytes(kind: string, pieces: TextPieces): Promise<string> {
    return this.content.putPieces(kind, pieces);
  }

  putContentText(kind: string, source: ContentSource, edited?: BodyEdit): Promise<string> {
    return this.content.putSource(kind, source, edited);
  }

  async getContent(key: string): Promise<JsonValue> {
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const text = await this.content.text(key).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? new ContentMissingError(key) : error;
    });
    const content = unlayered(JSON.parse(text.toString('utf8')) as JsonValue);
    this.cache.set(key, content, text.byteLength);
    return content;
  }

  async contentBytes(key: string): Promise<StoredBytes | undefined> {
    if (this.cache.has(key)) return undefined;
    return this.content.ownText(key).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? new ContentMissingError(key) : error;
    });
  }

  async dropContent(key: string): Promise<void> {
    // A run not ended (or another record) still points at it: kept, and dropped by whoever lets go last.
    if (isContentReferenced(this.low.data, key)) return;
    this.cache.delete(key);
    await this.content.drop(key);
  }

  async sizeBytes(): Promise<number> {
    let total = (await stat(join(this.dir, DB_FILE)).catch(() => ({ size: 0 }))).size;
    for (const name of await readdir(join(this.dir, CONTENT_DIR))) {
      total += (await stat(join(this.dir, CONTENT_DIR, name)).catch(() => ({ size: 0 }))).size;
    }
    return total;
  }

  async close(): Promise<void> {
    await this.adapter.settle();
    await this.content.close();
    await this.lock.release();
  }

  private async removeOrphans(): Promise<void> {
    const db = this.low.data;
    await this.content.keepOnly(new Set<string>(referencedContentKeys(db)));
  }
}

/** Lets lookups index the snapshot's record arrays (record-index.ts); arrays kept from the last one are sealed already. */
function sealSnapshot(db: DbState): void {
  for (const value of Object.values(db)) if (Array.isArray(value)) sealSnapshotArray(value);
}
