import type { Patch } from 'immer';

/**
 * The cells a command's patches wrote, as `sheetId/rowId/columnId`. A patch that adds a whole bucket or
 * row record (the first cell there) names its cells in its value.
 */
export function cellKeys(patches: readonly Patch[]): Set<string> {
  const out = new Set<string>();
  for (const { path, value } of patches) {
    if (path[0] !== 'sheetsById' || path[2] !== 'cells' || path.length < 4) continue;
    const sheet = String(path[1]);
    if (path.length >= 6) out.add(`${sheet}/${path[4]}/${path[5]}`);
    else if (path.length === 5) for (const column of keysOf(value)) out.add(`${sheet}/${path[4]}/${column}`);
    else for (const row of keysOf(value)) for (const column of keysOf((value as Record<string, unknown>)[row])) out.add(`${sheet}/${row}/${column}`);
  }
  return out;
}

/** A path's key, cut at its first array index: arrays (ids in order) are one value here. */
export function pathKey(path: readonly (string | number)[]): string {
  const cut = path.findIndex((key) => typeof key === 'number' || key === 'length');
  return (cut < 0 ? path : path.slice(0, cut)).join('\u0000');
}

/** Whether a path equals, lies under or above one of `written`. */
export function overlaps(path: readonly (string | number)[], written: ReadonlySet<string>): boolean {
  for (let i = 1; i <= path.length; i++) if (written.has(pathKey(path.slice(0, i)))) return true;
  const key = pathKey(path) + '\u0000';
  for (const other of written) if (other.startsWith(key)) return true;
  return false;
}

function keysOf(value: unknown): string[] {
  return typeof value === 'object' && value !== null ? Object.keys(value) : [];
}
