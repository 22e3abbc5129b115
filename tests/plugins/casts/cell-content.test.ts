import { describe, expect, it } from 'vitest';
import { castCell } from '../../../plugins/casts/cell-content.js';

describe('a cast cell', () => {
  it("carries the cell's note for the viewer's hover, also on a cell with nothing else", () => {
    expect(castCell({ value: 'Revenue', note: 'From the budget' }, 'Revenue')).toMatchObject({ text: 'Revenue', note: 'From the budget' });
    expect(castCell({ note: 'Fill in' }, null)).toMatchObject({ text: '', note: 'Fill in' });
    expect(castCell({ value: 3 }, 3)).not.toHaveProperty('note');
  });
});
