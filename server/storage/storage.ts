import type { Draft } from 'immer';
import type { ContentSource } from './content-source.js';
import type { DbState, JsonValue } from './records.js';

/** A body as an edit of the body of stored content `of`: `cut` bytes at byte `at` replaced by the UTF-8 of `text`. */
export interface BodyEdit {
  readonly of: string;
  readonly at: number;
  readonly cut: number;
  readonly text: string;
}

/** An edit of a stored body in bytes: `cut` bytes at byte `at` replaced by `bytes`. */
export interface StoredEdit {
  readonly at: number;
  readonly cut: number;
  readonly bytes: Uint8Array;
}

/**
 * A stored document's own JSON text (an object's, `{` to `}`), read from the store a chunk at a time on
 * each call of `chunks`: a 200k-row template's ~75 MB is never one string nor one tree of objects.
 * It is the text as it was when `contentBytes` answered, whole on every call until `release`, even if
 * its template is deleted or saved again meanwhile (a 200 answer already sent is not cut). The holder
 * calls `release` once done (the embedded store keeps the file open until then).
 */
export interface StoredBytes {
  readonly size: number;
  readonly chunks: () => Iterable<Uint8Array>;
  readonly release: () => Promise<void>;
}

/**
 * Gives a document's JSON text (UTF-8) in pieces, synchronously, to `put`, which the store writes as they
 * come: a text made in pieces (an imported 200k-row template's ~75 MB) is never held whole.
 */
export type TextPieces = (put: (piece: Uint8Array) => void) => void;

/**
 * A request awaits `arrive()` as it comes in, then does its work through `storage`, whose reads answer from
 * the records this process holds: they see every write acknowledged (through any process) before the
 * request arrived, since each such write committed before the look `arrive()` waited for began.
 */
export interface RequestReads {
  /** Resolves once this process holds every write committed before the call (one look, shared by the callers of a moment). */
  arrive(): Promise<void>;
  readonly storage: Storage;
}

/**
 * The one storage interface the routes use. Records are read from a consistent snapshot; a write runs a
 * function on a draft and is all-or-nothing (a throw changes nothing). A write resolves only once it is
 * durable on disk together with every content put before it, so an acknowledged response is never lost
 * (a content put alone may not be: nothing points at it until a record write does).
 * Content (template and shadow sheets) is kept apart from the records, immutable per key: a save puts a new
 * key, then a record write points at it, so a crash between the two leaves the old content in place.
 */
export interface Storage {
  read<T>(query: (db: DbState) => T): Promise<T>;
  write<T>(change: (db: Draft<DbState>) => T): Promise<T>;
  /** Puts a new content document and returns its key; with a source, its text is taken from there. */
  putContent(kind: string, content: JsonValue, source?: ContentSource): Promise<string>;
  /**
   * Puts a new content document known only by its source (never parsed here, so not cached parsed).
   * With `edited`, `source.body` is the body of content `edited.of` with `edited` applied and its other
   * fields are those `of` was put with: the store may then keep just the edit.
   */
  putContentText(kind: string, source: ContentSource, edited?: BodyEdit): Promise<string>;
  /**
   * Puts a new content document given as its JSON text in pieces, stored as it is: never parsed nor
   * cached here. The text must be a JSON object.
   */
  putContentBytes(kind: string, pieces: TextPieces): Promise<string>;
  getContent(key: string): Promise<JsonValue>;
  /**
   * Content `key`'s text to read as it is, when the store holds it as the document's own text (also the
   * body of a layered text with no base nor path, session 10's imports) and not already parsed; undefined
   * otherwise (getContent then answers, parsed and perhaps cached).
   */
  contentBytes(key: string): Promise<StoredBytes | undefined>;
  /**
   * Best-effort removal of content `key`, which its caller no longer points at: unless a record still
   * does (`referencedContentKeys`: a version, a shadow, a font face, or a run not ended), in which case
   * it stays, and the last of them to let go drops it again. Saves and folds drop the content they
   * replaced this way, so a run computing that content keeps it until it ends.
   */
  dropContent(key: string): Promise<void>;
  sizeBytes(): Promise<number>;
  close(): Promise<void>;
  /**
   * Stores shared by several processes only (a read of the embedded store is always current): how a
   * request's reads see what other processes committed with one look at the database per request.
   */
  readonly requestReads?: RequestReads;
  /**
   * How the body of content `to` differs from the body of `from` (put from `source`), oldest edit first,
   * when `to` was stored as edits of `from`; undefined otherwise. Lets a process that remembers the save
   * stored as `from` catch up with saves stored through other processes without reading `to` whole. Only
   * stores shared by several processes have it.
   */
  bodyEditsSince?(from: string, to: string, source: ContentSource): Promise<StoredEdit[] | undefined>;
  /** The body of content `key` when it was put from a source with the same base, path and keys as `like`. */
  storedBody?(key: string, like: ContentSource): Promise<Buffer | undefined>;
}
