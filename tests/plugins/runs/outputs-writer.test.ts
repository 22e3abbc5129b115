import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CellReader } from '../../../plugins/formulas/outputs/index.js';
import { ERRORS, type Scalar } from '../../../plugins/formulas/values.js';
import { computeOutputs, outputsShape, parseRangeText } from '../../../plugins/names/index.js';
import { JsonBytes, runBatch } from '../../../plugins/runs/index.js';
import { OutputsWriter } from '../../../plugins/runs/outputs-writer.js';
import { TemplateFunction } from '../../../plugins/template-function/index.js';
import { readTemplateFile } from '../../../plugins/workbook/file/index.js';
import { newWorkbook, SequentialIdGenerator, type NamedRange, type Workbook } from '../../../plugins/workbook/index.js';
import { loanRunInput } from '../../../bench/suites/runs-inputs.js';
import { engineOptions } from '../../support/engine.js';

const book = newWorkbook(new SequentialIdGenerator());
const columnIds = book.sheetsById[book.sheetIds[0]].columnIds;

type RangeSpec = Partial<NamedRange> & { readonly name: string; readonly text: string };

function withRanges(ranges: readonly RangeSpec[]): Workbook {
  const namedRangesById: Record<string, NamedRange> = {};
  ranges.forEach(({ text, ...fields }, i) => {
    const parsed = parseRangeText(text, book);
    if (!parsed.ok) throw new Error(parsed.error);
    namedRangesById[`r${i}`] = { id: `r${i}`, output: true, ...parsed.range, ...fields };
  });
  return { ...book, namedRangesById };
}

const readerOf = (grid: readonly (readonly Scalar[])[]): CellReader => (_sheet, row, col) => grid[row]?.[col] ?? null;

/** What the writer writes, and JSON.stringify of the outputs object `computeOutputs` makes from the same cells. */
function bothWays(workbook: Workbook, read: CellReader): [string, string] {
  const out = new JsonBytes();
  new OutputsWriter(outputsShape(workbook)).write(out, read);
  return [new TextDecoder().decode(out.bytes()), JSON.stringify(computeOutputs(workbook, read))];
}

const GRID: Scalar[][] = [
  ['Name', 'Qty', 'Price', 'Note'],
  ['Pen', 2, 1.5, 'say "hi"\n'],
  ['Ink', 1, ERRORS.NA, 'café ☕'],
  [45292, true, null, Number.POSITIVE_INFINITY],
  [-0.1, 1e21, 123456.789012345, false],
];

describe('OutputsWriter: a template\'s outputs written from its cells, byte for byte JSON.stringify\'s of the outputs object', () => {
  it('writes cells, columns, rows, records, nesting, #REF!, errors, non-finite numbers, escapes and non-ASCII', () => {
    const [written, expected] = bothWays(withRanges([
      { name: 'First', text: 'Sheet1!A2' },
      { name: 'B', outputName: 'order.first.qty', text: 'Sheet1!B2' },
      { name: 'C', outputName: 'order.date', text: 'Sheet1!A4' },
      { name: 'Prices', text: 'Sheet1!C2:C4' },
      { name: 'Rows', text: 'Sheet1!A2:D5' },
      { name: 'Items', text: 'Sheet1!A2:D3', columnOutputs: { [columnIds[0]]: 'name', [columnIds[2]]: '2', [columnIds[3]]: 'name' } },
      { name: 'Gone', invalid: true, text: 'Sheet1!A1' },
      { name: 'Notes', text: 'Sheet1!D2:D5' },
    ]), readerOf(GRID));
    expect(written).toBe(expected);
  });

  it('orders keys as an object does (integer-like keys first) and lets a later output replace a clashing one', () => {
    const [written, expected] = bothWays(withRanges([
      { name: 'a', outputName: 'b', text: 'Sheet1!A2' },
      { name: 'c', outputName: '10', text: 'Sheet1!B2' },
      { name: 'd', outputName: '2', text: 'Sheet1!C2' },
      { name: 'e', outputName: 'b.c', text: 'Sheet1!D2' },
      { name: 'f', outputName: 'x.y', text: 'Sheet1!A2:A3' },
      { name: 'g', outputName: 'x', text: 'Sheet1!B3' },
    ]), readerOf(GRID));
    expect(written).toBe(expected);
    expect(JSON.parse(written)).toEqual({ 2: 1.5, 10: 2, b: { c: 'say "hi"\n' }, x: 1 });
  });

  it('matches JSON.stringify for any outputs over any cell values', () => {
    const value = fc.oneof(
      fc.double(), fc.integer(), fc.string({ unit: 'binary' }), fc.boolean(), fc.constant(null),
      fc.constantFrom(ERRORS.NA, ERRORS.DIV0, ERRORS.REF), fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 100),
    );
    const name = fc.constantFrom('a', 'b', 'a.b', 'a.c', 'b.a.x', '1', '10', '1.a', 'a.2', 'x y', '"q"');
    const area = fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }))
      .map(([row, col, height, width]) => `Sheet1!${cell(row, col)}:${cell(row + height, col + width)}`);
    const keys = fc.option(fc.array(fc.option(name, { nil: undefined }), { minLength: 6, maxLength: 6 }), { nil: undefined });
    const range = fc.record({ name, text: area, keys, invalid: fc.integer({ min: 0, max: 4 }).map((n) => n === 0) });
    fc.assert(fc.property(fc.array(range, { maxLength: 6 }), fc.array(fc.array(value, { minLength: 6, maxLength: 6 }), { minLength: 6, maxLength: 6 }), (ranges, grid) => {
      const specs: RangeSpec[] = ranges.map(({ name: outputName, text, keys: columnKeys, invalid }) => ({
        name: 'n', outputName, text, ...(invalid ? { invalid } : {}),
        ...(columnKeys ? { columnOutputs: Object.fromEntries(columnKeys.flatMap((key, col) => (key ? [[columnIds[col], key]] : []))) } : {}),
      }));
      const [written, expected] = bothWays(withRanges(specs), readerOf(grid));
      expect(written).toBe(expected);
    }), { numRuns: 300 });
  });

  it('writes the loan template\'s result lines in a batch as JSON.stringify wrote them from its outputs', () => {
    const loan = readTemplateFile(JSON.parse(readFileSync(new URL('../../../fixtures/templates/loan-calculator.json', import.meta.url), 'utf8')));
    const fn = new TemplateFunction(loan, engineOptions());
    const inputs = Array.from({ length: 300 }, (_, i) => loanRunInput(i * 7));
    const text = inputs.map((input) => JSON.stringify(input)).join('\n');
    const expected = inputs.map((input) => `${JSON.stringify(fn.call(input))}\n`).join('');
    const results = runBatch(text, { format: 'jsonl', firstRecord: 1, writing: { format: 'jsonl' } }, fn);
    expect(new TextDecoder().decode(results.bytes)).toBe(expected);
  });
});

function cell(row: number, col: number): string {
  return `${String.fromCharCode(65 + col)}${row + 1}`;
}
