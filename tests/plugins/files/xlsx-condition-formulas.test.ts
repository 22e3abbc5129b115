import { describe, expect, it } from 'vitest';
import type { ConditionalFormat } from '../../../plugins/conditional-formats/model.js';
import { exportXlsx, importXlsx } from '../../../plugins/files/index.js';
import { conditionFormula, conditionFromFormula } from '../../../plugins/files/xlsx/condition-formulas.js';
import { newWorkbook, SequentialIdGenerator, type Workbook } from '../../../plugins/workbook/index.js';
import { evaluate, painted, rule, withGrid, withRules, type Grid } from '../conditional-formats/helpers.js';

type Condition = ConditionalFormat['condition'];

/** Column A holds values of every kind; B1 holds a limit some conditions read as a formula input. */
const VALUES: Grid = [
  [45292, 'apple'], // 2024-01-01
  [45292.75, null], // the same day, in the evening
  [45300, null],
  [45000, null],
  ['Apple pie', null],
  ['APPLE', null],
  ['crab apple', null],
  [null, null],
  ['=""', null],
  ['=1/0', null],
  [true, null],
  [12, null],
  ['pineapple', null],
  ['they say "HI" twice', null],
];
const ROWS = VALUES.length;

const CONDITIONS: readonly Condition[] = [
  { type: 'blank' },
  { type: 'not_blank' },
  { type: 'text_contains', input1: 'apple' },
  { type: 'text_not_contains', input1: 'apple' },
  { type: 'text_begins_with', input1: 'apple' },
  { type: 'text_ends_with', input1: 'APPLE' },
  { type: 'text_is', input1: 'apple' },
  { type: 'text_is_not', input1: 'apple' },
  { type: 'text_is', input1: '=$B$1' },
  { type: 'number_greater', input1: '100' },
  { type: 'number_between', input1: '-5', input2: '12' },
  { type: 'number_not_equal', input1: '12' },
  { type: 'number_less_equal', input1: '=$A$12' },
  { type: 'text_contains', input1: 'say "hi"' },
  { type: 'date_is', input1: '2024-01-01' },
  { type: 'date_is_not', input1: '1/1/2024' },
  { type: 'date_before', input1: '2024-01-05' },
  { type: 'date_after', input1: '2024-01-01' },
  { type: 'date_between', input1: '2024-01-08', input2: '2023-12-31' },
  { type: 'date_not_between', input1: '2023-12-31', input2: '2024-01-08' },
  { type: 'date_after', input1: '=$A$4' },
];

const book = (): Workbook => withGrid(newWorkbook(new SequentialIdGenerator()), VALUES);

/** Which cells of A1:A13 a condition colours, by our evaluator. */
function paintedBy(condition: Condition): string[] {
  const b = book();
  const withRule = withRules(b, [rule(b, 'r', 0, `A1:A${ROWS}`, condition)]);
  return painted(evaluate(withRule).cf, withRule, ROWS, 1);
}

describe('conditions written to xlsx as expression formulas', () => {
  it.each(CONDITIONS.map((condition) => [`${condition.type} ${condition.input1 ?? ''}`, condition] as const))(
    '%s: the formula colours exactly the cells the condition does',
    (_name, condition) => {
      const formula = conditionFormula(condition, 'A1')!;
      expect(formula).toBeDefined();
      const typed = paintedBy(condition);
      expect(typed.join('')).toMatch(/#/);
      expect(paintedBy({ type: 'formula', input1: formula }).join(' ')).toBe(typed.join(' '));
    },
  );

  it.each(CONDITIONS.map((condition) => [`${condition.type} ${condition.input1 ?? ''}`, condition] as const))(
    '%s: reads back as the same condition (dates as YYYY-MM-DD)',
    (_name, condition) => {
      const back = conditionFromFormula(conditionFormula(condition, 'C3')!, 'C3');
      const dated = (input: string | undefined) => (input && /\//.test(input) ? '2024-01-01' : input);
      expect(back).toEqual({ ...condition, ...(condition.input1 !== undefined ? { input1: dated(condition.input1) } : {}) });
    },
  );

  it('writes nothing for a rule with no limit, and reads any other formula (or another cell) as no condition', () => {
    expect(conditionFormula({ type: 'text_is', input1: ' ' }, 'A1')).toBeUndefined();
    expect(conditionFormula({ type: 'date_before', input1: 'soon' }, 'A1')).toBeUndefined();
    expect(conditionFromFormula('A1>2', 'A1')).toBeUndefined();
    expect(conditionFromFormula('LOWER(B1)=LOWER("x")', 'A1')).toBeUndefined();
    expect(conditionFromFormula('LOWER(A1)=LOWER(B1&"x")', 'A1')).toBeUndefined();
    expect(conditionFromFormula('LEN(TRIM(A1))=0', 'A1')).toEqual({ type: 'blank' });
  });
});

describe('xlsx export and import of date and text rules', () => {
  it('writes every condition type to an xlsx file and reads it back with its type, inputs and format', async () => {
    const b = book();
    const rules = CONDITIONS.map((condition, i) => rule(b, `r${i}`, i, `A1:A${ROWS}`, condition, { backgroundColor: '#00ff00', bold: i % 2 === 0 }));
    const written = withRules(b, rules);
    const { workbook: back } = await importXlsx(await exportXlsx(written), 'rules.xlsx', new SequentialIdGenerator());
    const read = (Object.values(back.conditionalFormatsById) as ConditionalFormat[]).sort((x, y) => x.order - y.order);
    expect(read.map((cf) => cf.condition.type)).toEqual(CONDITIONS.map((condition) => condition.type));
    expect(read.map((cf) => cf.format)).toEqual(rules.map((r) => (r.format.bold ? r.format : { backgroundColor: '#00ff00' })));
    expect(read.find((cf) => cf.condition.type === 'date_between')!.condition).toEqual({ type: 'date_between', input1: '2024-01-08', input2: '2023-12-31' });
  });
});
