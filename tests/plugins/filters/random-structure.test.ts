import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterArea } from '../../../plugins/filters/index.js';
import { parseTemplateText, templateFileText } from '../../../plugins/workbook/file/index.js';
import type { Sheet } from '../../../plugins/workbook/index.js';
import { filtersKernel } from './helpers.js';

const index = fc.integer({ min: 0, max: 8 });
const small = fc.integer({ min: 1, max: 3 });
const area = fc.record({ top: index, left: index, bottom: index, right: index });

/** Structural commands around and inside a filter on B2:D6, and filter commands themselves. */
const command = fc.oneof(
  fc.record({ id: fc.constant('workbook.insert-rows'), params: fc.record({ index, side: fc.constantFrom('above', 'below'), count: small }) }),
  fc.record({ id: fc.constant('workbook.insert-columns'), params: fc.record({ index, side: fc.constantFrom('left', 'right'), count: small }) }),
  fc.record({ id: fc.constantFrom('workbook.delete-rows', 'workbook.delete-columns'), params: fc.record({ start: index, count: small }) }),
  fc.record({ id: fc.constantFrom('workbook.move-rows', 'workbook.move-columns'), params: fc.record({ from: index, count: small, to: fc.integer({ min: 0, max: 10 }) }) }),
  fc.record({ id: fc.constant('workbook.insert-cells'), params: fc.record({ area, shift: fc.constantFrom('right', 'down') }) }),
  fc.record({ id: fc.constant('workbook.delete-cells'), params: fc.record({ area, shift: fc.constantFrom('left', 'up') }) }),
  fc.record({ id: fc.constant('filters.create'), params: fc.record({ area }) }),
  fc.record({ id: fc.constant('filters.remove'), params: fc.constant({}) }),
  fc.record({ id: fc.constant('filters.set-criteria'), params: fc.record({ col: index, hide: fc.constantFrom(['Red'], [''], undefined) }) }),
);

/** What must hold of any filter: its cells exist, on its own sheet, and its criteria name its columns. */
function filterProblem(sheet: Sheet): string | undefined {
  const filter = sheet.filter;
  if (!filter) return undefined;
  if (filter.range.sheetId !== sheet.id) return 'range on another sheet';
  const at = filterArea(sheet);
  if (!at) return 'range cells missing';
  const columns = new Set(sheet.columnIds.slice(at.left, at.right + 1));
  const stray = Object.keys(filter.criteriaByColumnId).find((id) => !columns.has(id));
  return stray ? `criteria of column ${stray} outside the range` : undefined;
}

describe('a filter under random structural changes', () => {
  it('stays consistent, stays readable from the file format, and undo walks back exactly', () => {
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 20 }), (commands) => {
        const t = filtersKernel();
        t.run('filters.create', { sheetId: t.sheetId, area: { top: 1, left: 1, bottom: 5, right: 3 } });
        const states = [structuredClone(t.state())];
        for (const { id, params } of commands) {
          const before = t.state();
          const extra = 'col' in params ? { columnId: t.sheet().columnIds[params.col], criteria: params.hide && { hiddenValues: params.hide } } : params;
          t.run(id, { sheetId: t.sheetId, ...extra });
          const problem = filterProblem(t.sheet());
          if (problem) throw new Error(`${id} ${JSON.stringify(params)}: ${problem}`);
          expect(parseTemplateText(templateFileText(t.state()))).toEqual(t.state());
          if (t.state() !== before) states.push(structuredClone(t.state()));
        }
        for (let i = states.length - 1; i > 0; i--) {
          expect(t.state()).toStrictEqual(states[i]);
          t.kernel.undo.undo();
        }
        expect(t.state()).toStrictEqual(states[0]);
      }),
      { numRuns: 100 },
    );
  }, 120_000);
});
