import { describe, expect, it } from 'vitest';
import { CONDITION_LABELS, describeCondition } from '../../../plugins/conditional-formats/labels.js';
import { CONDITION_TYPES } from '../../../plugins/conditional-formats/model.js';
import { CONDITION_LABELS as FILTER_LABELS } from '../../../plugins/filters/web/condition-options.js';

describe('conditional format condition labels', () => {
  it('label every condition type, in the dropdown\'s order: emptiness, text, date, number, formula', () => {
    expect(Object.keys(CONDITION_LABELS).sort()).toEqual([...CONDITION_TYPES].sort());
    expect(Object.keys(CONDITION_LABELS).slice(0, 3)).toEqual(['blank', 'not_blank', 'text_contains']);
    expect(Object.keys(CONDITION_LABELS).at(-1)).toBe('formula');
  });

  it('name a comparison as the filter\'s conditions do (one shared table)', () => {
    for (const type of ['text_contains', 'text_is', 'number_greater', 'number_not_between'] as const) expect(CONDITION_LABELS[type]).toBe(FILTER_LABELS[type]);
    expect(CONDITION_LABELS.date_before).toBe('Date is before');
  });

  it('describe a rule in one line, adding the formula\'s leading =', () => {
    expect(describeCondition({ type: 'number_between', input1: '1', input2: '10' })).toBe('Is between 1 and 10');
    expect(describeCondition({ type: 'formula', input1: 'A1>2' })).toBe('Custom formula is =A1>2');
    expect(describeCondition({ type: 'blank' })).toBe('Cell is empty');
  });
});
