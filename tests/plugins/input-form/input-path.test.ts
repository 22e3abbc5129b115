import { describe, expect, it } from 'vitest';
import { valueAt, withValueAt } from '../../../plugins/input-form/index.js';

describe('places of an input', () => {
  const input = { customer: { name: 'Acme', vat: 'X1' }, items: [{ qty: 1 }, { qty: 2 }], taxRate: 0.1 };

  it('reads nested keys and array positions, undefined where a step is absent or of another shape', () => {
    expect(valueAt(input, ['customer', 'name'])).toBe('Acme');
    expect(valueAt(input, ['items', 1, 'qty'])).toBe(2);
    expect(valueAt(input, ['items', 'qty'])).toBeUndefined();
    expect(valueAt(input, ['taxRate', 'x'])).toBeUndefined();
  });

  it('sets a value on a copy, keeping the other keys and leaving the input as it was', () => {
    const next = withValueAt(input, ['customer', 'name'], 'Bob');
    expect(next).toEqual({ ...input, customer: { name: 'Bob', vat: 'X1' } });
    expect(input.customer.name).toBe('Acme');
    expect((next as typeof input).items).toBe(input.items);
  });

  it('makes the objects and rows on the way, and removes a key set to undefined', () => {
    expect(withValueAt({}, ['a', 'b'], 1)).toEqual({ a: { b: 1 } });
    expect(withValueAt(input, ['items', 3, 'qty'], 5)).toMatchObject({ items: [{ qty: 1 }, { qty: 2 }, null, { qty: 5 }] });
    expect(withValueAt(input, ['customer', 'vat'], undefined)).toMatchObject({ customer: { name: 'Acme' } });
    expect(Object.keys((withValueAt(input, ['taxRate'], undefined)) as object)).toEqual(['customer', 'items']);
  });

  it('keeps a list\'s later lines in their places when one is emptied', () => {
    expect(withValueAt({ scores: [1, 2, 3] }, ['scores', 1], undefined)).toEqual({ scores: [1, null, 3] });
  });
});
