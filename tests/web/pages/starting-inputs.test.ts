import { describe, expect, it } from 'vitest';
import { firstTestShadow, startingInputs } from '../../../web/pages/starting-inputs.js';

describe('a new grid\'s starting input (the configure page\'s New Grid)', () => {
  const testShadowsById = {
    3: { id: 3, name: 'Car', input: { principal: 20000 } },
    1: { id: 1, name: 'Mortgage', input: { principal: 250000 } },
    2: { id: 2, name: 'Broken', input: 'not an object' },
  };

  it('offers the template\'s first test shadow\'s input first, then none, then each data preset', () => {
    const choices = startingInputs(firstTestShadow(testShadowsById), [{ id: 'p1', name: 'Big loan', input: { principal: 1e6 } }]);
    expect(choices.map(({ value, label }) => [value, label])).toEqual([
      ['test-shadow', 'Test shadow: Mortgage'],
      ['none', 'No input'],
      ['preset:p1', 'Data preset: Big loan'],
    ]);
    expect(choices[0].input).toEqual({ principal: 250000 });
    expect(choices[1].input).toEqual({});
  });

  it('starts with no input when the template has no test shadow', () => {
    expect(firstTestShadow(undefined)).toBeUndefined();
    expect(startingInputs(undefined, [])[0]).toEqual({ value: 'none', label: 'No input', input: {} });
  });
});
