import type { Patch } from 'immer';
import { deepEqual } from './deep-equal.js';

type Path = readonly (string | number)[];

/** One's own change as undo sees it: the documents around it and the paths it wrote. */
export interface OwnChange<D> {
  readonly before: D;
  readonly after: D;
  readonly paths: readonly Path[];
}

/** The paths a change's patches wrote, cut at the first array (an array is restored whole), without repeats. */
export function changedPaths(patches: readonly Patch[]): Path[] {
  const seen = new Set<string>();
  const out: Path[] = [];
  for (const patch of patches) {
    const cut = patch.path.findIndex((key) => typeof key === 'number' || key === 'length');
    const path = cut < 0 ? patch.path : patch.path.slice(0, cut);
    const key = JSON.stringify(path);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(path);
  }
  return out;
}

/**
 * The patches that take one's own change back on the current document, leaving others' later edits:
 * a three-way restore per path (what it was before, what the change made it, what it is now). Objects
 * are restored key by key, so others' cells in the same row record stay. A value someone else has
 * changed since is theirs now and stays; an array (the order of rows, columns or sheets) someone else
 * has changed makes the undo impossible: 'conflict'.
 */
export function undoPatches<D>(current: D, change: OwnChange<D>): Patch[] | 'conflict' {
  const out: Patch[] = [];
  for (const path of outermost(change.paths)) {
    const result = restore(valueAt(current, path), valueAt(change.after, path), valueAt(change.before, path), path, out);
    if (result === 'conflict') return 'conflict';
  }
  return out;
}

/**
 * The paths no other path of the list contains: restoring a record restores what is inside it (a batch's
 * first part adds a bucket of rows, its second adds a row to that bucket; undoing both removes the bucket once).
 */
function outermost(paths: readonly Path[]): Path[] {
  const keys = new Set(paths.map((path) => JSON.stringify(path)));
  return paths.filter((path) => !path.some((_, end) => end < path.length - 1 && keys.has(JSON.stringify(path.slice(0, end + 1)))));
}

function restore(now: unknown, ours: unknown, target: unknown, path: Path, out: Patch[]): void | 'conflict' {
  if (deepEqual(now, target)) return;
  if (isRecord(now) && isRecord(ours) && (isRecord(target) || target === undefined)) {
    if (target === undefined && Object.keys(now).every((key) => deepEqual(now[key], ours[key]))) {
      out.push({ op: 'remove', path: [...path] });
      return;
    }
    const keys = new Set([...Object.keys(ours), ...(isRecord(target) ? Object.keys(target) : [])]);
    for (const key of keys) {
      const result = restore(now[key], ours[key], isRecord(target) ? target[key] : undefined, [...path, key], out);
      if (result === 'conflict') return 'conflict';
    }
    return;
  }
  if (!deepEqual(now, ours)) return Array.isArray(now) || Array.isArray(target) ? 'conflict' : undefined;
  if (target === undefined) out.push({ op: 'remove', path: [...path] });
  else out.push({ op: now === undefined ? 'add' : 'replace', path: [...path], value: target });
}

function valueAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
