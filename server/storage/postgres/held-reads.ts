import type { Draft } from 'immer';
import type { ContentSource } from '../content-source.js';
import type { DbState, JsonValue } from '../records.js';
import type { BodyEdit, RequestReads, Storage, StoredBytes, StoredEdit, TextPieces } from '../storage.js';

/** The store whose records this process holds (PostgresStorage; named by what is used, so neither file imports the other). */
export type HoldingStore = Storage & Required<Pick<Storage, 'requestReads' | 'bodyEditsSince' | 'storedBody'>> & { heldRecords(): DbState };

/**
 * The PostgreSQL store as a request's work uses it once the request has arrived (`requestReads.arrive()`):
 * reads answer from the records this process holds, with no look at the database of their own; everything
 * else is the store's own. A GET of a shadow reads three times: one look each made a pair process's read
 * cost 2.7 times an embedded one, and tracking the request instead (AsyncLocalStorage) put a hook on every
 * promise the process made.
 */
export class HeldReads implements Storage {
  constructor(private readonly store: HoldingStore) {}

  /** The store's: a request may look again (a save, once its body has arrived, checks against the latest record). */
  get requestReads(): RequestReads {
    return this.store.requestReads;
  }

  async read<T>(query: (db: DbState) => T): Promise<T> {
    return query(this.store.heldRecords());
  }

  write<T>(change: (db: Draft<DbState>) => T): Promise<T> {
    return this.store.write(change);
  }

  putContent(kind: string, content: JsonValue, source?: ContentSource): Promise<string> {
    return this.store.putContent(kind, content, source);
  }

  putContentText(kind: string, source: ContentSource, edited?: BodyEdit): Promise<string> {
    return this.store.putContentText(kind, source, edited);
  }

  putContentBytes(kind: string, pieces: TextPieces): Promise<string> {
    return this.store.putContentBytes(kind, pieces);
  }

  getContent(key: string): Promise<JsonValue> {
    return this.store.getContent(key);
  }

  contentBytes(key: string): Promise<StoredBytes | undefined> {
    return this.store.contentBytes(key);
  }

  dropContent(key: string): Promise<void> {
    return this.store.dropContent(key);
  }

  sizeBytes(): Promise<number> {
    return this.store.sizeBytes();
  }

  close(): Promise<void> {
    return this.store.close();
  }

  bodyEditsSince(from: string, to: string, source: ContentSource): Promise<StoredEdit[] | undefined> {
    return this.store.bodyEditsSince(from, to, source);
  }

  storedBody(key: string, like: ContentSource): Promise<Buffer | undefined> {
    return this.store.storedBody(key, like);
  }
}
