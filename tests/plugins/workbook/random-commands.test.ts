import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BORDER_FILLS } from '../../../plugins/workbook/index.js';
import { boot } from './boot.js';
import { brokenInvariant } from './invariants.js';

const index = fc.integer({ min: 0, max: 9 });
const small = fc.integer({ min: 1, max: 3 });
const text = fc.constantFrom('1', 'x', '=A1+B2', '', '5%', '$3', '2024-01-01', 'TRUE', '=SUM(A1:C3)');
const area = fc.record({ top: index, left: index, bottom: index, right: index });

/** A command on the first sheet (id filled in later), with parameters from a small 10x10 corner. */
const command = fc.oneof(
  fc.record({ id: fc.constant('workbook.set-cell'), params: fc.record({ row: index, col: index, text }) }),
  fc.record({ id: fc.constant('workbook.set-cells'), params: fc.record({ cells: fc.array(fc.record({ row: index, col: index, text }), { minLength: 1, maxLength: 4 }) }) }),
  fc.record({ id: fc.constant('workbook.insert-rows'), params: fc.record({ index, side: fc.constantFrom('above', 'below'), count: small }) }),
  fc.record({ id: fc.constant('workbook.insert-columns'), params: fc.record({ index, side: fc.constantFrom('left', 'right'), count: small }) }),
  fc.record({ id: fc.constantFrom('workbook.delete-rows', 'workbook.delete-columns', 'workbook.hide-rows', 'workbook.unhide-columns', 'workbook.hide-columns', 'workbook.unhide-rows'), params: fc.record({ start: index, count: small }) }),
  fc.record({ id: fc.constantFrom('workbook.move-rows', 'workbook.move-columns'), params: fc.record({ from: index, count: small, to: fc.integer({ min: 0, max: 12 }) }) }),
  fc.record({ id: fc.constant('workbook.merge-cells'), params: fc.record({ area, mode: fc.constantFrom('all', 'horizontal', 'vertical') }) }),
  fc.record({ id: fc.constantFrom('workbook.unmerge-cells', 'workbook.clear-content', 'workbook.clear-format'), params: fc.record({ area }) }),
  fc.record({ id: fc.constant('workbook.insert-cells'), params: fc.record({ area, shift: fc.constantFrom('right', 'down') }) }),
  fc.record({ id: fc.constant('workbook.delete-cells'), params: fc.record({ area, shift: fc.constantFrom('left', 'up') }) }),
  fc.record({ id: fc.constant('workbook.set-format'), params: fc.record({ area, format: fc.record({ bold: fc.constantFrom(true, undefined) }) }) }),
  fc.record({ id: fc.constant('workbook.set-borders'), params: fc.record({ area, fill: fc.constantFrom(...BORDER_FILLS) }) }),
  fc.record({ id: fc.constant('workbook.resize-rows'), params: fc.record({ start: index, size: fc.integer({ min: 2, max: 60 }) }) }),
  fc.record({ id: fc.constantFrom('workbook.add-sheet', 'workbook.duplicate-sheet'), params: fc.constant({}) }),
  fc.record({ id: fc.constant('workbook.rename-sheet'), params: fc.record({ name: fc.constantFrom('A', 'b', 'Sheet2', ' ') }) }),
);

describe('random command sequences', () => {
  it('keep the invariants, and undo then redo walk back and forth through the exact same documents', () => {
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 25 }), (commands) => {
        const t = boot();
        const states = [structuredClone(t.state())];
        for (const { id, params } of commands) {
          const before = t.state();
          t.run(id, { sheetId: t.sheetId, ...params });
          const broken = brokenInvariant(t.state());
          if (broken) throw new Error(`${id} ${JSON.stringify(params)} broke: ${broken}`);
          // A command that changed nothing records no undo step.
          if (t.state() !== before) states.push(structuredClone(t.state()));
        }
        for (let i = states.length - 1; i > 0; i--) {
          expect(t.state()).toStrictEqual(states[i]);
          t.kernel.undo.undo();
        }
        expect(t.state()).toStrictEqual(states[0]);
        expect(t.kernel.undo.canUndo).toBe(false);
        for (let i = 1; i < states.length; i++) {
          t.kernel.undo.redo();
          expect(t.state()).toStrictEqual(states[i]);
        }
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
