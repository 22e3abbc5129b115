import { describe, expect, it } from 'vitest';
import { BLANK_LABEL, hiddenAfter, initiallyChecked, searched, toggled, valueLabel, withAll } from '../../../web/editor/filter/filter-choice.js';

const VALUES = ['Apple', 'Banana', 'Cherry', ''];

describe('the Filter by values checklist', () => {
  it('lists a blank as (Blanks) and finds it by that name', () => {
    expect(valueLabel('')).toBe(BLANK_LABEL);
    expect(searched(VALUES, 'blank')).toEqual(['']);
    expect(searched(VALUES, '  NAN ')).toEqual(['Banana']);
    expect(searched(VALUES, '')).toBe(VALUES);
  });

  it('starts with every value checked except the hidden ones', () => {
    expect([...initiallyChecked(VALUES, ['Banana', ''])]).toEqual(['Apple', 'Cherry']);
    expect([...initiallyChecked(VALUES, undefined)]).toEqual(VALUES);
  });

  it('Select all and Clear act on the values the search shows', () => {
    const none = withAll(new Set(VALUES), searched(VALUES, 'e'), false);
    expect([...none]).toEqual(['Banana', '']);
    expect([...withAll(none, ['Apple'], true)].sort()).toEqual(['', 'Apple', 'Banana']);
  });

  it('OK hides the unchecked values and keeps hidden values the capped list did not show', () => {
    const checked = toggled(new Set(VALUES), 'Cherry');
    expect(hiddenAfter(VALUES, checked, ['Kiwi', 'Apple'])).toEqual(['Cherry', 'Kiwi']);
    expect(hiddenAfter(VALUES, toggled(checked, 'Cherry'), undefined)).toEqual([]);
  });
});
