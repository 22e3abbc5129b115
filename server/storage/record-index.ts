import { isDraft } from 'immer';

/**
 * Lookups in a records snapshot without scanning it. A write replaces every record array it changes and
 * leaves the others as they were (immer's structural sharing), so an index built for one array stays
 * exact for as long as that array is in use: it is built on the first lookup and dropped with the array.
 * Inside a write the arrays are drafts whose records must be returned as drafts: those are scanned.
 */
export function uniqueIndex<T, K>(keyOf: (record: T) => K): (records: readonly T[], key: K) => T | undefined {
  const built = new WeakMap<readonly T[], Map<K, T>>();
  return (records, key) => {
    if (isDraft(records)) return records.find((record) => keyOf(record) === key);
    let index = built.get(records);
    if (!index) {
      index = new Map();
      // The first record wins, as with a scan.
      for (const record of records) if (!index.has(keyOf(record))) index.set(keyOf(record), record);
      built.set(records, index);
    }
    return index.get(key);
  };
}

/** Records grouped by a field (e.g. the versions of each grid), in array order; same lifetime as above. */
export function groupIndex<T, K>(keyOf: (record: T) => K): (records: readonly T[], key: K) => readonly T[] {
  const built = new WeakMap<readonly T[], Map<K, T[]>>();
  return (records, key) => {
    if (isDraft(records)) return records.filter((record) => keyOf(record) === key);
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
