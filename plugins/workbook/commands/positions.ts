/**
 * Index of each row or column id. Cached per ids array: arrays are replaced, never changed in place,
 * so a cached map stays true for as long as its array lives.
 */
const cache = new WeakMap<readonly string[], Map<string, number>>();

export function indexOfIds(ids: readonly string[]): ReadonlyMap<string, number> {
  let map = cache.get(ids);
  if (!map) {
    map = new Map(ids.map((id, index) => [id, index]));
    cache.set(ids, map);
  }
  return map;
}
