import { describe, expect, it } from 'vitest';
import type { CellValidation } from '../../../plugins/workbook/model/cell.js';
import { passesValidation } from '../../../plugins/validation/check.js';
import { validationHelpText } from '../../../plugins/validation/help-text.js';

const check = (validation: CellValidation, typed: string, list?: string[]) => passesValidation(validation, typed, () => list);

describe('data validation of typed entries (SPEC section 5)', () => {
  it('lets empty values pass', () => {
    expect(check({ type: 'number_greater', input1: '10' }, '  ')).toBe(true);
  });
  it('compares numbers, and passes when a limit cannot be read', () => {
    expect(check({ type: 'number_greater', input1: '10' }, '11')).toBe(true);
    expect(check({ type: 'number_greater', input1: '10' }, '10')).toBe(false);
    expect(check({ type: 'number_greater', input1: '10' }, 'ten')).toBe(false);
    expect(check({ type: 'number_between', input1: '1', input2: '5' }, '$5')).toBe(true);
    expect(check({ type: 'number_not_between', input1: '1', input2: '5' }, '3')).toBe(false);
    expect(check({ type: 'number_less_equal', input1: '50%' }, '0.5')).toBe(true);
    expect(check({ type: 'number_greater', input1: 'abc' }, '1')).toBe(true);
    expect(check({ type: 'number_between', input1: '1' }, '9')).toBe(true);
  });
  it('compares dates', () => {
    expect(check({ type: 'date_before', input1: '2024-01-01' }, '12/31/2023')).toBe(true);
    expect(check({ type: 'date_before', input1: '2024-01-01' }, '2024-01-02')).toBe(false);
    expect(check({ type: 'date_is', input1: '1/2/2024' }, '2024-01-02')).toBe(true);
    expect(check({ type: 'date_after', input1: '2024-01-01' }, 'soon')).toBe(false);
  });
  it('tests text without regard to case', () => {
    expect(check({ type: 'text_contains', input1: 'AB' }, 'xaby')).toBe(true);
    expect(check({ type: 'text_begins_with', input1: 'x' }, 'Xylophone')).toBe(true);
    expect(check({ type: 'text_ends_with', input1: 'z' }, 'abc')).toBe(false);
    expect(check({ type: 'text_is_not', input1: 'no' }, 'NO')).toBe(false);
  });
  it('checks lists case-insensitively; a list that cannot be found lets entries pass', () => {
    expect(check({ type: 'list_input', input1: 'Red, Green' }, 'green', ['Red', 'Green'])).toBe(true);
    expect(check({ type: 'list_input', input1: 'Red, Green' }, 'blue', ['Red', 'Green'])).toBe(false);
    expect(check({ type: 'list_range', input1: 'A1:A3' }, 'B', ['a', 'b'])).toBe(true);
    expect(check({ type: 'list_named_range', input1: 'Colours' }, 'c', ['a', 'b'])).toBe(false);
    expect(check({ type: 'list_range', input1: 'nowhere' }, 'c', undefined)).toBe(true);
  });
  it('accepts only TRUE or FALSE in checkbox cells', () => {
    expect(check({ type: 'checkbox' }, 'true')).toBe(true);
    expect(check({ type: 'checkbox' }, 'yes')).toBe(false);
  });
});

describe('help texts of a failed entry', () => {
  it("uses the author's help text, else the type's default with its limits", () => {
    expect(validationHelpText({ type: 'number_greater', input1: '10', helpText: 'Too small' })).toBe('Too small');
    expect(validationHelpText({ type: 'number_greater', input1: '10' })).toBe('Enter a number greater than 10');
    expect(validationHelpText({ type: 'list_range', input1: 'A1:A5' })).toBe('Select a value from range A1:A5');
    expect(validationHelpText({ type: 'date_between', input1: '1/1/2024', input2: '2/1/2024' })).toBe('Enter a date between 1/1/2024 and 2/1/2024');
  });
});
