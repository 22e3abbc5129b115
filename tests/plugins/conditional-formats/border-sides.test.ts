import { describe, expect, it } from 'vitest';
import { borderSides } from '../../../plugins/conditional-formats/border-sides.js';
import { withConditionalStyle } from '../../../plugins/conditional-formats/index.js';
import { newWorkbook, SequentialIdGenerator, type Workbook } from '../../../plugins/workbook/index.js';
import { evaluate, rule, withGrid, withRules } from './helpers.js';

const alone = () => false;

describe('conditional border fills (SPEC section 3)', () => {
  it('give a highlighted cell alone its outer sides: all, outer, one side; none for inner fills', () => {
    expect(borderSides(undefined, alone)).toEqual(['top', 'right', 'bottom', 'left']);
    expect(borderSides('all', alone)).toEqual(['top', 'right', 'bottom', 'left']);
    expect(borderSides('outer', alone)).toEqual(['top', 'right', 'bottom', 'left']);
    expect(borderSides('left', alone)).toEqual(['left']);
    expect(borderSides('inner', alone)).toEqual([]);
    expect(borderSides('none', alone)).toEqual([]);
  });

  it('treat neighbouring highlighted cells as one block: outer rings it, inner draws between its cells', () => {
    // The middle cell of a highlighted 3 x 3 block, and its top-left corner.
    const everywhere = () => true;
    const corner = (dRow: number, dCol: number) => dRow >= 0 && dCol >= 0;
    expect(borderSides('outer', everywhere)).toEqual([]);
    expect(borderSides('inner', everywhere)).toEqual(['top', 'right', 'bottom', 'left']);
    expect(borderSides('outer', corner)).toEqual(['top', 'left']);
    expect(borderSides('inner', corner)).toEqual(['right', 'bottom']);
    expect(borderSides('inner-horizontal', corner)).toEqual(['bottom']);
    expect(borderSides('inner-vertical', corner)).toEqual(['right']);
    expect(borderSides('top', corner)).toEqual(['top']);
    expect(borderSides('bottom', corner)).toEqual([]);
  });

  it('draw a rule\'s inner and outer borders over the cells it highlights, on the canvas and in casts alike', () => {
    // Column A: 5, 6, 7, 1, 8; the rule holds on A1:A3 and A5 (over 4).
    const base: Workbook = withGrid(newWorkbook(new SequentialIdGenerator()), [[5], [6], [7], [1], [8]]);
    const line = { borderColor: '#ff0000', borderStyle: 'wide' } as const;
    const sidesAt = (fill: string) => {
      const book = withRules(base, [rule(base, 'r', 0, 'A1:A5', { type: 'number_greater', input1: '4' }, { ...line, borderFill: fill as 'inner' })]);
      const { cf } = evaluate(book);
      return [0, 1, 2, 3, 4].map((row) => Object.keys(withConditionalStyle(undefined, cf.styleAt(book.sheetIds[0], row, 0) ?? {}).borders ?? {}).sort().join(' '));
    };
    expect(sidesAt('inner-horizontal')).toEqual(['bottom', 'bottom top', 'top', '', '']);
    expect(sidesAt('outer')).toEqual(['left right top', 'left right', 'bottom left right', '', 'bottom left right top']);
    const book = withRules(base, [rule(base, 'r', 0, 'A1:A5', { type: 'number_greater', input1: '4' }, { ...line, borderFill: 'outer' })]);
    expect(withConditionalStyle(undefined, evaluate(book).cf.styleAt(book.sheetIds[0], 0, 0)!).borders?.top).toEqual({ color: '#ff0000', style: 'wide' });
  });
});
