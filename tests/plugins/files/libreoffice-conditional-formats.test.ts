import { describe, expect, it } from 'vitest';
import type { ConditionalFormat } from '../../../plugins/conditional-formats/model.js';
import { exportXlsx } from '../../../plugins/files/index.js';
import { newWorkbook, SequentialIdGenerator, type Workbook } from '../../../plugins/workbook/index.js';
import { libreOfficeBackgrounds } from '../../support/libreoffice.js';
import { evaluate, rule, withGrid, withRules, type Grid } from '../conditional-formats/helpers.js';

type Condition = ConditionalFormat['condition'];

/** Every column holds these values (rows 1-14); A20 holds a limit some rules read as a formula input. */
const VALUES: readonly (string | number | boolean | null)[] = [
  45292, 45292.75, 45300, 45000, 'Apple pie', 'APPLE', 'crab apple', null, '=""', '=1/0', true, 12, 'pineapple', -3,
];
const LIMIT_ROW = 19;

/** One rule per column, of every condition type, so each column shows one rule's cells. */
const CONDITIONS: readonly Condition[] = [
  { type: 'blank' },
  { type: 'not_blank' },
  { type: 'number_greater', input1: '100' },
  { type: 'number_between', input1: '-5', input2: '12' },
  { type: 'number_not_equal', input1: '12' },
  { type: 'text_contains', input1: 'apple' },
  { type: 'text_not_contains', input1: 'apple' },
  { type: 'text_begins_with', input1: 'apple' },
  { type: 'text_ends_with', input1: 'APPLE' },
  { type: 'text_is', input1: 'apple' },
  { type: 'text_is_not', input1: '=$A$20' },
  { type: 'date_is', input1: '2024-01-01' },
  { type: 'date_is_not', input1: '1/1/2024' },
  { type: 'date_before', input1: '2024-01-05' },
  { type: 'date_after', input1: '=$A$4' },
  { type: 'date_between', input1: '2024-01-08', input2: '2023-12-31' },
  { type: 'date_not_between', input1: '2023-12-31', input2: '2024-01-08' },
  // Relative references shift across the range, as Excel and Sheets shift them.
  { type: 'formula', input1: 'AND(ISNUMBER(A1),A1>A2)' },
];
const COLUMNS = CONDITIONS.length;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const FILL = '#FFCC00';

function book(): Workbook {
  const grid: (string | number | boolean | null)[][] = VALUES.map((value) => Array<string | number | boolean | null>(COLUMNS).fill(value));
  while (grid.length < LIMIT_ROW) grid.push([]);
  grid.push(['apple']);
  const b = withGrid(newWorkbook(new SequentialIdGenerator()), grid as Grid);
  return withRules(b, CONDITIONS.map((condition, c) => rule(b, `r${c}`, c, `${LETTERS[c]}1:${LETTERS[c]}${VALUES.length}`, condition, { backgroundColor: FILL.toLowerCase() })));
}

/** '#' where the fill shows, '.' elsewhere: one string per column, rows 1-14. */
function columns(filled: (row: number, col: number) => boolean): string[] {
  return CONDITIONS.map((condition, c) => `${condition.type}: ${VALUES.map((_, r) => (filled(r, c) ? '#' : '.')).join('')}`);
}

describe('conditional formats exported to xlsx, opened in LibreOffice Calc', () => {
  it('highlight the same cells there as in our evaluator, for every condition type', async () => {
    const workbook = book();
    const { cf } = evaluate(workbook);
    const sheetId = workbook.sheetIds[0];
    const ours = columns((r, c) => cf.styleAt(sheetId, r, c)?.backgroundColor === FILL.toLowerCase());
    // Every rule holds somewhere and fails somewhere, so agreement is not agreement on nothing.
    for (const line of ours) expect(line).toMatch(/: .*#.*\.|: .*\..*#/);
    const theirs = libreOfficeBackgrounds(await exportXlsx(workbook));
    expect(columns((r, c) => theirs[r]?.[c] === FILL)).toEqual(ours);
  }, 120_000);
});
