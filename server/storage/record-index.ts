import { isDraft, original } from 'immer';

/**
 * Lookups in a records snapshot without scanning it. A write replaces every record array it changes and
 * leaves the others as they were (immer's structural sharing), so an index built for a snapshot's array
 * stays exact for as long as that array is in use: it is built on the first lookup and dropped with the
 * array. Only arrays the store has sealed as snapshots are indexed; any other array (a draft, or one a
 * write is still building) is scanned, except that a draft finds its record through its snapshot's index.
 */
const snapshots = new WeakSet<readonly unknown[]>();

/** Called by the store for each record array of a snapshot it publishes; such arrays never change. */
export function sealSnapshotArray(records: readonly unknown[]): void {
  snapshots.add(records);
}

export function uniqueIndex<T, K>(keyOf: (record: T) => K): (records: readonly T[], key: K) => T | undefined {
  const built = new WeakMap<readonly T[], Map<K, number>>();
  const positions = (records: readonly T[]): Map<K, number> => {
    let index = built.get(records);
    if (!index) {
      index = new Map();
      // The first record wins, as with a scan.
      for (let at = 0; at < records.length; at++) if (!index.has(keyOf(records[at]))) index.set(keyOf(records[at]), at);
      built.set(records, index);
    }
    return index;
  };
  return (records, key) => {
    if (snapshots.has(records)) {
      const at = positions(records).get(key);
      return at === undefined ? undefined : records[at];
    }
    // immer types a draft by its element type; at run time the array is what matters.
    const base = isDraft(records) ? (original(records as unknown as object) as readonly T[] | undefined) : undefined;
    if (base && snapshots.has(base)) {
      // The write may have moved records since: trust the position only if it still holds the key.
      const at = positions(base).get(key);
      const candidate = at === undefined ? undefined : records[at];
      if (candidate !== undefined && keyOf(candidate) === key) return candidate;
    }
    return records.find((record) => keyOf(record) === key);
  };
}

/** Records grouped by a field (e.g. the versions of each grid), in array order; snapshots only. */
export function groupIndex<T, K>(keyOf: (record: T) => K): (records: readonly T[], key: K) => readonly T[] {
  const built = new WeakMap<readonly T[], Map<K, T[]>>();
  return (records, key) => {
    if (!snapshots.has(records)) return records.filter((record) => keyOf(record) === key);
    let index = built.get(records);
    if (!index) {
      index = new Map();
      for (const record of records) {
        const group = index.get(keyOf(record));
        if (group) group.push(record);
        else index.set(keyOf(record), [record]);
      }
      built.set(records, index);
    }
    return index.get(key) ?? [];
  };
}
