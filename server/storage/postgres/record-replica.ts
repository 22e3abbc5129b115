import { sealSnapshotArray } from '../record-index.js';
import { type DbState, emptyDb } from '../records.js';

/** A record as stored: its collection (kind), id, place in the collection, the write that last set it, and its JSON. */
export interface RecordRow {
  readonly kind: string;
  readonly id: string;
  readonly ord: number;
  readonly version: number;
  readonly data: unknown;
}

/** A record deleted by the write `version`. */
export interface Tombstone {
  readonly kind: string;
  readonly id: string;
  readonly version: number;
}

/** Everything committed after `from` up to `version` (one database snapshot), and the top-level scalars then. */
export interface Changes {
  readonly from: number;
  readonly version: number;
  readonly scalars: Scalars;
  readonly rows: readonly RecordRow[];
  readonly tombstones: readonly Tombstone[];
}

/** What a write sends: records to insert or update, records to delete, the scalars when they changed. */
export interface RecordWrites {
  readonly upserts: { readonly kind: string; readonly id: string; readonly ord: number; readonly data: unknown }[];
  readonly deletes: { readonly kind: string; readonly id: string }[];
  readonly scalars?: Scalars;
}

/** DbState's members that are not collections (schema, nextAccountId). */
export type Scalars = Record<string, unknown>;

type AnyRecord = Record<string, unknown>;
type Collections = Record<string, readonly AnyRecord[]>;

interface Place {
  readonly ord: number;
  readonly version: number;
}

/**
 * This process's copy of the records, kept as the immutable snapshot the Storage interface reads, and kept
 * up to date from the database's changes. Each stored record carries the version of the write that last
 * set it, and merging keeps the newer of two versions of a record, so change sets fetched concurrently
 * (a read's refresh beside a write's catch-up) can be merged in any order and never step back.
 */
export class RecordReplica {
  db: DbState = sealed(emptyDb());
  /** Every change up to this version is in `db`. */
  version = 0;
  private places = new Map<string, Map<string, Place>>();
  private lastOrd = new Map<string, number>();
  /** Deleted records' versions, kept while a change set fetched before the deletion may still arrive. */
  private deletedAt = new Map<string, number>();
  private fetching = new Map<number, number>();

  /** Marks a fetch of the changes after `version` as in flight; pass the result (or failure) to `merge`/`fetchEnded`. */
  beginFetch(): number {
    this.fetching.set(this.version, (this.fetching.get(this.version) ?? 0) + 1);
    return this.version;
  }

  fetchEnded(from: number): void {
    const left = (this.fetching.get(from) ?? 1) - 1;
    if (left > 0) this.fetching.set(from, left);
    else this.fetching.delete(from);
    const oldest = Math.min(this.version, ...this.fetching.keys());
    for (const [key, version] of this.deletedAt) if (version <= oldest) this.deletedAt.delete(key);
  }

  /** Starts again from a full load (the database dropped tombstones this copy would have needed). */
  reset(changes: Changes): void {
    if (changes.version < this.version) return;
    this.db = sealed(emptyDb());
    this.version = 0;
    this.places.clear();
    this.lastOrd.clear();
    this.deletedAt.clear();
    this.merge(changes);
  }

  merge(changes: Changes): void {
    const byKind = new Map<string, { rows: RecordRow[]; tombstones: Tombstone[] }>();
    const group = (kind: string) => byKind.get(kind) ?? byKind.set(kind, { rows: [], tombstones: [] }).get(kind)!;
    for (const row of changes.rows) if (row.version > this.versionOf(row.kind, row.id)) group(row.kind).rows.push(row);
    for (const tombstone of changes.tombstones) if (tombstone.version > this.versionOf(tombstone.kind, tombstone.id)) group(tombstone.kind).tombstones.push(tombstone);
    const newer = changes.version > this.version;
    if (byKind.size === 0 && !newer) return;
    const next: AnyRecord = { ...this.db, ...(newer ? changes.scalars : {}) };
    for (const [kind, { rows, tombstones }] of byKind) next[kind] = this.applyToCollection(kind, (this.db as unknown as Collections)[kind] ?? [], rows, tombstones);
    this.db = sealed(next as unknown as DbState);
    if (newer) this.version = changes.version;
  }

  /**
   * The rows a write from `base` to `next` changes. Records keep their place (ord); new ones go after
   * the last; when the write reordered a collection, every record of it gets a new place.
   */
  diff(base: DbState, next: DbState): RecordWrites {
    const upserts: RecordWrites['upserts'] = [];
    const deletes: RecordWrites['deletes'] = [];
    let scalarsChanged = false;
    const scalars: Scalars = {};
    for (const [kind, value] of Object.entries(next)) {
      const before = (base as unknown as AnyRecord)[kind];
      if (!Array.isArray(value)) {
        scalars[kind] = value;
        if (value !== before) scalarsChanged = true;
        continue;
      }
      if (value === before) continue;
      this.diffCollection(kind, (before ?? []) as AnyRecord[], value as AnyRecord[], upserts, deletes);
    }
    return { upserts, deletes, ...(scalarsChanged ? { scalars } : {}) };
  }

  /** A write from `base` to `next` committed as `version`: `next` becomes the snapshot. */
  adopt(base: DbState, next: DbState, writes: RecordWrites, version: number): void {
    if (this.db !== base) {
      // Another change set was merged meanwhile: merge this write's rows like any other.
      this.merge({ from: version - 1, version, scalars: writes.scalars ?? scalarsOf(next), rows: writes.upserts.map((row) => ({ ...row, version })), tombstones: writes.deletes.map((row) => ({ ...row, version })) });
      return;
    }
    for (const row of writes.upserts) this.place(row.kind, row.id, row.ord, version);
    for (const row of writes.deletes) this.remove(row.kind, row.id, version);
    this.db = sealed(next);
    this.version = Math.max(this.version, version);
  }

  private diffCollection(kind: string, before: readonly AnyRecord[], after: readonly AnyRecord[], upserts: RecordWrites['upserts'], deletes: RecordWrites['deletes']): void {
    const places = this.placesOf(kind);
    const old = new Map<string, AnyRecord>();
    for (const record of before) old.set(idOf(kind, record), record);
    const seen = new Set<string>();
    const changed: { id: string; ord: number; data: AnyRecord }[] = [];
    let inOrder = true;
    let previous = -Infinity;
    for (const record of after) {
      const id = idOf(kind, record);
      if (seen.has(id)) throw new Error(`Two ${kind} records have the id ${id}.`);
      seen.add(id);
      const place = old.has(id) ? places.get(id) : undefined;
      const ord = place?.ord ?? this.nextOrd(kind);
      if (ord <= previous) inOrder = false;
      previous = ord;
      if (old.get(id) !== record) changed.push({ id, ord, data: record });
    }
    if (inOrder) for (const row of changed) upserts.push({ kind, ...row });
    else for (const record of after) upserts.push({ kind, id: idOf(kind, record), ord: this.nextOrd(kind), data: record });
    for (const id of old.keys()) if (!seen.has(id)) deletes.push({ kind, id });
  }

  private applyToCollection(kind: string, records: readonly AnyRecord[], rows: readonly RecordRow[], tombstones: readonly Tombstone[]): AnyRecord[] {
    const places = this.placesOf(kind);
    const inPlace = tombstones.length === 0 && rows.every((row) => places.get(row.id)?.ord === row.ord);
    for (const tombstone of tombstones) this.remove(kind, tombstone.id, tombstone.version);
    for (const row of rows) this.place(kind, row.id, row.ord, row.version);
    if (inPlace) {
      const copy = records.slice();
      const positions = new Map<string, number>();
      copy.forEach((record, at) => positions.set(idOf(kind, record), at));
      for (const row of rows) copy[positions.get(row.id)!] = row.data as AnyRecord;
      return copy;
    }
    const byId = new Map<string, AnyRecord>();
    for (const record of records) byId.set(idOf(kind, record), record);
    for (const tombstone of tombstones) byId.delete(tombstone.id);
    for (const row of rows) byId.set(row.id, row.data as AnyRecord);
    return [...byId].sort(([a], [b]) => places.get(a)!.ord - places.get(b)!.ord).map(([, record]) => record);
  }

  private versionOf(kind: string, id: string): number {
    return this.places.get(kind)?.get(id)?.version ?? this.deletedAt.get(`${kind}\n${id}`) ?? 0;
  }

  private place(kind: string, id: string, ord: number, version: number): void {
    this.placesOf(kind).set(id, { ord, version });
    this.deletedAt.delete(`${kind}\n${id}`);
    if (ord > (this.lastOrd.get(kind) ?? 0)) this.lastOrd.set(kind, ord);
  }

  private remove(kind: string, id: string, version: number): void {
    this.placesOf(kind).delete(id);
    this.deletedAt.set(`${kind}\n${id}`, version);
  }

  private nextOrd(kind: string): number {
    const ord = (this.lastOrd.get(kind) ?? 0) + 1;
    this.lastOrd.set(kind, ord);
    return ord;
  }

  private placesOf(kind: string): Map<string, Place> {
    return this.places.get(kind) ?? this.places.set(kind, new Map()).get(kind)!;
  }
}

export function scalarsOf(db: DbState): Scalars {
  return Object.fromEntries(Object.entries(db).filter(([, value]) => !Array.isArray(value)));
}

/** The member that identifies a record of each collection: `id`, but sessions are known only by their id's hash. */
const KEY_MEMBERS: Readonly<Record<string, string>> = { sessions: 'idHash' };

function idOf(kind: string, record: AnyRecord): string {
  const id = record[KEY_MEMBERS[kind] ?? 'id'];
  if (typeof id !== 'string' && typeof id !== 'number') throw new Error(`A ${kind} record has no ${KEY_MEMBERS[kind] ?? 'id'}.`);
  return String(id);
}

/** Lets lookups index the snapshot's record arrays (record-index.ts). */
function sealed(db: DbState): DbState {
  for (const value of Object.values(db)) if (Array.isArray(value)) sealSnapshotArray(value);
  return db;
}
