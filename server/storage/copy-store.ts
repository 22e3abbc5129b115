import { createHash } from 'node:crypto';
import { referencedContentKeys, type JsonValue } from './records.js';
import type { Storage } from './storage.js';

/** One collection (or the content documents) as counted and checksummed in both stores. */
export interface CopiedPart {
  readonly name: string;
  readonly count: number;
  /** SHA-256 of the part in the source; the target's matched it. */
  readonly checksum: string;
}

/** The copy was made but the target does not read back as the source: which parts differ. */
export class CopyMismatch extends Error {
  override readonly name = 'CopyMismatch';
}

/** The target already holds records: a copy goes into an empty store only. */
export class TargetNotEmpty extends Error {
  override readonly name = 'TargetNotEmpty';
}

/**
 * Copies every record and every content document a record points at from one store into an empty one,
 * through the Storage interface (so any store to any store), then reads the target back and compares
 * counts and checksums part by part. Content gets new keys in the target; checksums are of the records
 * with each content key replaced by its document's checksum, so they compare across stores.
 */
export async function copyStore(source: Storage, target: Storage): Promise<CopiedPart[]> {
  if (await target.read((db) => Object.values(db).some((value) => Array.isArray(value) && value.length > 0))) {
    throw new TargetNotEmpty('the target store already holds records: migrate copies into an empty store only');
  }
  const db = await source.read((snapshot) => snapshot);
  const newKeys = new Map<string, string>();
  for (const key of contentKeys(db)) {
    if (!newKeys.has(key)) newKeys.set(key, await target.putContent(kindOf(key), await source.getContent(key)));
  }
  await target.write((draft) => {
    for (const [name, value] of Object.entries(db)) {
      (draft as unknown as Record<string, unknown>)[name] = Array.isArray(value) ? value.map((record) => withNewKey(record, newKeys)) : value;
    }
  });
  const expected = await summarise(source);
  const found = await summarise(target);
  const differing = expected.filter((part, at) => found[at]?.name !== part.name || found[at].count !== part.count || found[at].checksum !== part.checksum);
  if (differing.length > 0) throw new CopyMismatch(`the copy does not match its source in ${differing.map((part) => part.name).join(', ')}`);
  return expected;
}

/** Count and checksum of each collection and the top-level numbers, and of the content documents. */
async function summarise(store: Storage): Promise<CopiedPart[]> {
  const db = await store.read((snapshot) => snapshot);
  const documentSums = new Map<string, string>();
  for (const key of contentKeys(db)) if (!documentSums.has(key)) documentSums.set(key, sha256(canonical(await store.getContent(key))));
  const parts: CopiedPart[] = [];
  const scalars: Record<string, unknown> = {};
  for (const name of Object.keys(db).sort()) {
    const value = (db as unknown as Record<string, unknown>)[name];
    if (!Array.isArray(value)) {
      scalars[name] = value;
      continue;
    }
    const records = value.map((record) => withNewKey(record, documentSums));
    parts.push({ name, count: records.length, checksum: sha256(canonical(records as JsonValue)) });
  }
  parts.push({ name: 'settings', count: Object.keys(scalars).length, checksum: sha256(canonical(scalars as JsonValue)) });
  parts.push({ name: 'content documents', count: documentSums.size, checksum: sha256([...documentSums.values()].sort().join('\n')) });
  return parts;
}

const contentKeys = referencedContentKeys;

function withNewKey<T>(record: T, keys: ReadonlyMap<string, string>): T {
  const key = (record as { contentKey?: unknown }).contentKey;
  return typeof key === 'string' && keys.has(key) ? { ...record, contentKey: keys.get(key) } : record;
}

/** `shadow-<uuid>` and `shadow-log3-...` are shadows' content; the kind is what comes before the first dash. */
function kindOf(key: string): string {
  return key.slice(0, Math.max(0, key.indexOf('-'))) || 'content';
}

/** JSON with object members in key order: the same value gives the same text whichever store kept it. */
function canonical(value: JsonValue): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().filter((key) => value[key] !== undefined).map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
