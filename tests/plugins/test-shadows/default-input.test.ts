import { describe, expect, it } from 'vitest';
import { defaultTestInput } from '../../../plugins/test-shadows/index.js';
import { newWorkbook } from '../../../plugins/workbook/create.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';

describe('the input a template opens with in the editor', () => {
  const book = newWorkbook(new SequentialIdGenerator());
  it('is its first test shadow’s, by id', () => {
    const testShadowsById = { 7: { id: 7, name: 'Later', input: { years: 5 } }, 2: { id: 2, name: 'First', input: { years: 30 } } };
    expect(defaultTestInput({ ...book, testShadowsById })).toEqual({ years: 30 });
  });
  it('is empty without test shadows', () => {
    expect(defaultTestInput({ ...book, testShadowsById: {} })).toEqual({});
  });
});
