import type { Patch } from 'immer';
import { KernelError } from './errors.js';

type Container = Record<string | number, unknown> | unknown[];

/**
 * Applies patches (undo and redo) by copying only the objects on their paths and sharing their values.
 * immer's `applyPatches` deep-clones every value a patch adds, so redoing a duplicated 100k-cell sheet
 * copied the whole sheet (about a second). Documents are immutable by convention (nothing edits a state
 * in place; commands go through immer drafts), so sharing a patch's value with the next state is safe.
 */
export function applyPatchesShared<T>(base: T, patches: readonly Patch[]): T {
  const copied = new Set<unknown>();
  const own = (value: Container): Container => {
    if (copied.has(value)) return value;
    const copy = Array.isArray(value) ? value.slice() : { ...value };
    copied.add(copy);
    return copy;
  };
  let root = base as unknown;
  for (const patch of patches) {
    if (patch.path.length === 0) {
      if (patch.op !== 'replace') throw new KernelError(`Cannot ${patch.op} the document itself.`);
      root = patch.value;
      continue;
    }
    root = own(containerAt(root, []));
    let parent = root as Container;
    for (let i = 0; i < patch.path.length - 1; i++) {
      const key = checkedKey(patch.path[i]);
      const child = own(containerAt((parent as Record<string | number, unknown>)[key], patch.path.slice(0, i + 1)));
      (parent as Record<string | number, unknown>)[key] = child;
      parent = child;
    }
    applyOne(parent, checkedKey(patch.path[patch.path.length - 1]), patch);
  }
  return root as T;
}

function applyOne(parent: Container, key: string | number, patch: Patch): void {
  if (Array.isArray(parent)) {
    const index = key === '-' ? parent.length : Number(key);
    if (patch.op === 'add') parent.splice(index, 0, patch.value);
    else if (patch.op === 'remove') parent.splice(index, 1);
    else (parent as unknown as Record<string | number, unknown>)[key] = patch.value; // an index or `length`
    return;
  }
  if (patch.op === 'remove') delete parent[key];
  else parent[key] = patch.value;
}

function containerAt(value: unknown, path: readonly (string | number)[]): Container {
  if (Array.isArray(value) || (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype)) return value as Container;
  throw new KernelError(`A patch goes through ${JSON.stringify(path)}, which is not a plain object or array.`);
}

/** Patches come from our own commands, but a key that could reach a prototype is never followed. */
function checkedKey(key: string | number): string | number {
  if (key === '__proto__' || key === 'constructor' || key === 'prototype') throw new KernelError(`A patch names the key ${key}.`);
  return key;
}
