import { enablePatches, produceWithPatches } from 'immer';
import { describe, expect, it } from 'vitest';
import { applyPatchesShared } from '../../kernel/apply-patches.js';
import { KernelError } from '../../kernel/errors.js';

enablePatches();

interface Doc {
  sheets: Record<string, { name: string; cells: Record<string, { value: number }>; rowIds: string[] }>;
  order: string[];
}

const base = (): Doc => ({
  sheets: { a: { name: 'A', cells: { x: { value: 1 }, y: { value: 2 } }, rowIds: ['r1', 'r2', 'r3'] } },
  order: ['a'],
});

/** Each recipe edits a draft the way commands do; its patches and inverse patches must replay exactly. */
const recipes: Record<string, (draft: Doc) => void> = {
  'set a nested value': (d) => { d.sheets.a.cells.x.value = 10; },
  'add and delete keys': (d) => { d.sheets.a.cells.z = { value: 3 }; delete d.sheets.a.cells.y; },
  'add a whole sheet': (d) => { d.sheets.b = { name: 'B', cells: { q: { value: 9 } }, rowIds: [] }; d.order.push('b'); },
  'splice arrays': (d) => { d.sheets.a.rowIds.splice(1, 1); d.sheets.a.rowIds.splice(0, 0, 'r0'); },
  'truncate an array': (d) => { d.sheets.a.rowIds.length = 1; },
  'replace an array': (d) => { d.order = ['a', 'c']; },
};

describe('applyPatchesShared', () => {
  for (const [name, recipe] of Object.entries(recipes)) {
    it(`${name}: redo gives the next state, undo the base, and neither touches its input`, () => {
      const before = base();
      const [after, patches, inverse] = produceWithPatches(before, recipe);
      const snapshot = JSON.stringify(before);
      const redone = applyPatchesShared(before, patches);
      expect(redone).toEqual(after);
      expect(JSON.stringify(before)).toBe(snapshot);
      const afterSnapshot = JSON.stringify(redone);
      expect(applyPatchesShared(redone, inverse)).toEqual(before);
      expect(JSON.stringify(redone)).toBe(afterSnapshot);
    });
  }

  it('shares an added value instead of copying it, and copies what is untouched by reference', () => {
    const before = base();
    const [, patches] = produceWithPatches(before, recipes['add a whole sheet']);
    const redone = applyPatchesShared(before, patches);
    const added = patches.find((patch) => patch.path.join('/') === 'sheets/b')!.value;
    expect(redone.sheets.b).toBe(added);
    expect(redone.sheets.a).toBe(before.sheets.a);
  });

  it('never follows a key that reaches a prototype', () => {
    expect(() => applyPatchesShared(base(), [{ op: 'replace', path: ['__proto__', 'polluted'], value: true }])).toThrow(KernelError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
