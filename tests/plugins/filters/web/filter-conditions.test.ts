import { describe, expect, it } from 'vitest';
import { FILTER_CONDITION_TYPES } from '../../../../plugins/workbook/model/filter.js';
import { CONDITION_LABELS, conditionInputs, conditionOf } from '../../../../plugins/filters/web/condition-options.js';

describe('Filter by condition choices', () => {
  it('label every condition the model knows', () => {
    expect(Object.keys(CONDITION_LABELS)).toEqual([...FILTER_CONDITION_TYPES]);
  });

  it('store only the inputs a condition takes; None stores nothing', () => {
    expect(conditionOf('', 'a', 'b')).toBeUndefined();
    expect(conditionOf('is_empty', 'a', 'b')).toEqual({ type: 'is_empty' });
    expect(conditionOf('text_contains', 'a', 'b')).toEqual({ type: 'text_contains', input1: 'a' });
    expect(conditionOf('number_between', '1', '5')).toEqual({ type: 'number_between', input1: '1', input2: '5' });
    expect([conditionInputs(''), conditionInputs('is_not_empty'), conditionInputs('number_less'), conditionInputs('number_not_between')]).toEqual([0, 0, 1, 2]);
  });
});
