import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../../../plugins/formulas/values.js';
import { valuePasses } from '../../../../plugins/validation/index.js';
import { DROPDOWN_LIMIT, filteredItems } from '../../../../plugins/validation/web/list-filter.js';
import { LIST_BUTTON_WIDTH, onCheckbox, onListButton } from '../../../../plugins/validation/web/validation-layer.js';

describe('a list cell’s dropdown', () => {
  it('filters items by the typed text, ignoring case, each item once', () => {
    expect(filteredItems(['Red', 'Green', 'green', 'Blue', 'Red'], 'RE')).toEqual(['Red', 'Green', 'green']);
    expect(filteredItems(['Red', 'Green'], '  ')).toEqual(['Red', 'Green']);
    expect(filteredItems(['Red'], 'x')).toEqual([]);
  });

  it('lists at most its limit', () => {
    expect(filteredItems(Array.from({ length: 1000 }, (_, i) => `item ${i}`), '')).toHaveLength(DROPDOWN_LIMIT);
  });

  it('opens from the button in the cell’s right 24 pixels (scaled by zoom)', () => {
    const cell = { x: 100, w: 100 };
    expect(onListButton(cell, 1, 200 - LIST_BUTTON_WIDTH + 1)).toBe(true);
    expect(onListButton(cell, 1, 200 - LIST_BUTTON_WIDTH - 1)).toBe(false);
    expect(onListButton(cell, 2, 200 - 2 * LIST_BUTTON_WIDTH + 1)).toBe(true);
  });
});

describe('a checkbox cell', () => {
  it('toggles on a click on its box (with a little slack), not elsewhere in the cell', () => {
    const cell = { x: 0, y: 0, w: 100, h: 21 };
    expect(onCheckbox(cell, 1, 50, 10)).toBe(true);
    expect(onCheckbox(cell, 1, 58, 14)).toBe(true);
    expect(onCheckbox(cell, 1, 10, 10)).toBe(false);
  });
});

describe('marking invalid values', () => {
  const none = () => undefined;
  it('checks typed and computed values against the rule, leaving empty values and errors unmarked', () => {
    const greater = { type: 'number_greater', input1: '10' } as const;
    expect(valuePasses(greater, 5, none)).toBe(false);
    expect(valuePasses(greater, 11, none)).toBe(true);
    expect(valuePasses(greater, null, none)).toBe(true);
    expect(valuePasses(greater, ERRORS.NA, none)).toBe(true);
    expect(valuePasses({ type: 'list_input', input1: 'a,b' }, 'B', () => ['a', 'b'])).toBe(true);
    expect(valuePasses({ type: 'list_input', input1: 'a,b' }, 'c', () => ['a', 'b'])).toBe(false);
    expect(valuePasses({ type: 'checkbox' }, true, none)).toBe(true);
  });
});
