import { describe, expect, it } from 'vitest';
import { BLANK_LABEL, matchesSearch, searchedValues, toggled, valueLabel, withAll } from '../../../../plugins/filters/web/filter-choice.js';

const VALUES = ['Apple', 'Banana', 'Cherry', ''];
const FULL = { values: VALUES, truncated: false };

describe('the Filter by values checklist', () => {
  it('lists a blank as (Blanks) and finds it by that name', () => {
    expect(valueLabel('')).toBe(BLANK_LABEL);
    expect(matchesSearch('', 'blank')).toBe(true);
    expect(matchesSearch('Banana', '  NAN ')).toBe(true);
    expect(matchesSearch('Apple', 'nan')).toBe(false);
  });

  it('searches the list in memory when it is whole, and the column again when it was capped', () => {
    const rescan = () => ({ values: ['Zucchini'], truncated: false });
    expect(searchedValues(FULL, '', rescan)).toBe(FULL);
    expect(searchedValues(FULL, 'an', rescan).values).toEqual(['Banana', '']);
    expect(searchedValues({ values: VALUES, truncated: true }, 'zu', rescan).values).toEqual(['Zucchini']);
  });

  it('Select all and Clear act on the listed values only; other hidden values stay hidden', () => {
    const hidden = new Set(['Kiwi', 'Apple']);
    expect([...withAll(hidden, ['Apple', 'Banana'], true)]).toEqual(['Kiwi']);
    expect([...withAll(hidden, ['Banana', ''], false)]).toEqual(['Kiwi', 'Apple', 'Banana', '']);
  });

  it('a click toggles one value', () => {
    expect([...toggled(new Set(['Apple']), 'Apple')]).toEqual([]);
    expect([...toggled(new Set(['Apple']), 'Cherry')]).toEqual(['Apple', 'Cherry']);
  });
});
