import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../plugins/formulas/engine/index.js';
import { isError, type Scalar } from '../../plugins/formulas/values.js';
import { columnIndex } from '../../plugins/workbook/a1.js';
import { DATA_COLUMNS, DATA_SHEET } from '../../scripts/conformance/data.js';
import { EXCEL_DIFFERS } from './excel-differs.js';
import { KNOWN_GAPS } from './known-gaps.js';
import type { Expected, ExpectedCase } from './expected-types.js';
import { engineOptions } from '../support/engine.js';

const CASES = JSON.parse(readFileSync(new URL('./expected.json', import.meta.url), 'utf8')) as ExpectedCase[];

/** Every case evaluated once in one engine, the way a workbook would hold them. */
function evaluateAll(): Scalar[] {
  const engine = new Engine(engineOptions({ now: () => new Date(2024, 0, 15, 12, 0, 0) }));
  const data = engine.addSheet(DATA_SHEET);
  for (const [column, values] of Object.entries(DATA_COLUMNS)) {
    values.forEach((value, row) => {
      if (value !== null) engine.setCellContent(data, row, columnIndex(column), value);
    });
  }
  const sheet = engine.addSheet('Cases');
  CASES.forEach((c, row) => engine.setCellContent(sheet, row, 0, `=${c.formula}`));
  return CASES.map((_, row) => engine.getValue(sheet, row, 0));
}

function agrees(ours: Scalar, expected: Expected): boolean {
  if (expected !== null && typeof expected === 'object') return isError(ours) && ours.code === expected.error;
  if (typeof expected === 'number') {
    if (typeof ours !== 'number') return false;
    return Math.abs(ours - expected) <= 1e-9 * Math.max(1, Math.abs(expected));
  }
  if (expected === null) return ours === null || ours === 0 || ours === '';
  return ours === expected;
}

const show = (value: Scalar | Expected): string => (isError(value) ? value.code : JSON.stringify(value));

describe('conformance with LibreOffice Calc (Excel where they differ)', () => {
  const values = evaluateAll();
  it(`has at least 1,500 cases (${CASES.length})`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(1500);
  });

  it('computes every case as the reference does, but for the known gaps', () => {
    const wrong = CASES.map((c, i) => ({ c, ours: values[i], want: EXCEL_DIFFERS[c.id]?.excel ?? c.expected }))
      .filter(({ c, ours, want }) => !KNOWN_GAPS[c.id] && !agrees(ours, want))
      .map(({ c, ours, want }) => `${c.id}: =${c.formula} gave ${show(ours)}, expected ${show(want)}`);
    expect(wrong).toEqual([]);
  });

  it('still differs on each known gap (remove a case from known-gaps.ts once it is fixed)', () => {
    const fixed = CASES.map((c, i) => ({ c, ours: values[i] })).filter(({ c, ours }) => KNOWN_GAPS[c.id] && agrees(ours, c.expected)).map(({ c }) => c.id);
    expect(fixed).toEqual([]);
  });

  it('writes down a reason for every case where Excel and LibreOffice differ', () => {
    for (const [id, { why }] of Object.entries(EXCEL_DIFFERS)) {
      expect(CASES.some((c) => c.id === id), id).toBe(true);
      expect(why.length, id).toBeGreaterThan(20);
    }
  });
});
