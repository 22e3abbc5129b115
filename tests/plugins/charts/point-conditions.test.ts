import { describe, expect, it } from 'vitest';
import { describePointCondition, pointConditionProblems, POINT_CONDITION_ORDER } from '../../../plugins/charts/point-conditions.js';

const condition = (type: (typeof POINT_CONDITION_ORDER)[number], input1: string, input2 = '') => ({ type, input1, input2, format: { color: 'red' } });

describe('conditional point colours', () => {
  it('are described in the conditional formats\' wording, in their order', () => {
    expect(POINT_CONDITION_ORDER.slice(0, 2)).toEqual(['number_greater', 'number_greater_equal']);
    expect(describePointCondition(condition('number_greater', '15'))).toBe('Greater than 15');
    expect(describePointCondition(condition('number_not_between', '1', '10'))).toBe('Is not between 1 and 10');
  });

  it('need a number for each input the condition takes', () => {
    expect(pointConditionProblems(condition('number_less', '2.5'))).toEqual({});
    expect(pointConditionProblems(condition('number_less', ' '))).toEqual({ input1: 'Enter a number' });
    expect(pointConditionProblems(condition('number_equal', 'ten', 'x'))).toEqual({ input1: 'Enter a number' });
    expect(pointConditionProblems(condition('number_between', '1', 'Infinity'))).toEqual({ input2: 'Enter a number' });
  });
});
