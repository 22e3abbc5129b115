import { describe, expect, it } from 'vitest';
import { completionAt } from '../../../web/editor/autocomplete.js';
import { applySuggestion } from '../../../web/editor/formula-text.js';
import { inputKeys } from '../../../web/editor/input-keys.js';
import { stringArgumentAt } from '../../../web/editor/string-argument.js';

const shadows = [
  { id: 1, name: 'Small', input: { buyer: { name: 'Ann', age: 3 }, items: [{ price: 1, qty: 2 }], rate: 0.1 } },
  { id: 2, name: 'Big', input: { items: [{ price: 5, sku: 'x' }], region: 'north' } },
];
const inputs = inputKeys(shadows);
const functions = ['IF', 'INDEX', 'INDIRECT', 'INPUT', 'INT', 'SUM'].map((name) => ({ name, syntax: `${name}(value)`, description: `${name} does.` }));
const sources = { functions, functionsByName: new Map(functions.map((fn) => [fn.name, fn])), names: [{ name: 'Income', range: 'Sheet1!B2' }], inputs };

describe('input keys of the test shadows (SPEC section 4 "Cell editing")', () => {
  it('lists every path through objects, and the keys of arrays of objects', () => {
    expect(inputs.paths).toEqual(['buyer', 'buyer.age', 'buyer.name', 'items', 'rate', 'region']);
    expect(inputs.columnKeys.get('items')).toEqual(['price', 'qty', 'sku']);
  });
  it('ignores inputs that are not objects', () => {
    expect(inputKeys([{ id: 1, name: 'x', input: 'text' }]).paths).toEqual([]);
  });
});

describe('the string argument at the caret', () => {
  it('finds the function, the argument and what was typed', () => {
    expect(stringArgumentAt('=INPUT("bu', 10)).toEqual({ fn: 'INPUT', index: 0, first: undefined, start: 8, typed: 'bu' });
    expect(stringArgumentAt('=SUM(1, input("items", "pr', 26)).toMatchObject({ fn: 'INPUT', index: 1, first: 'items', typed: 'pr' });
  });
  it('is nothing outside an unfinished string, or for a string inside an expression', () => {
    expect(stringArgumentAt('=INPUT("buyer")', 15)).toBeUndefined();
    expect(stringArgumentAt('=INPUT("a" & "b', 15)).toBeUndefined();
    expect(stringArgumentAt('="text', 6)).toBeUndefined();
    expect(stringArgumentAt('INPUT("a', 8)).toBeUndefined();
  });
});

describe('autocomplete (at most 8)', () => {
  it('offers input keys inside INPUT("..."), and closes the string when one is chosen', () => {
    const completion = completionAt('=INPUT("bu', 10, sources)!;
    expect(completion.items.map((item) => item.name)).toEqual(['buyer', 'buyer.age', 'buyer.name']);
    expect(applySuggestion('=INPUT("bu', 10, completion.start, completion.items[2])).toEqual({ text: '=INPUT("buyer.name"', caret: 19 });
    expect(completionAt('=INPUT("items", "', 17, sources)?.items.map((item) => item.name)).toEqual(['price', 'qty', 'sku']);
    expect(completionAt('=INPUT("', 8, sources)?.items).toHaveLength(6);
  });
  it('offers the common functions, then named ranges, then the other functions elsewhere, and nothing in other functions\' strings', () => {
    expect(completionAt('=IN', 3, sources)?.items.map((item) => item.name)).toEqual(['INPUT', 'INDEX', 'Income', 'INDIRECT', 'INT']);
    expect(completionAt('=SUM("bu', 8, sources)).toBeUndefined();
    expect(completionAt('=INPUT("zz', 10, sources)).toBeUndefined();
  });
  it('offers the items of a list validation that a typed value begins, without the one it already is', () => {
    const listed = { ...sources, listItems: ['Green', 'Grey', 'Red', 'Green'] };
    expect(completionAt('g', 1, listed)).toEqual({ start: 0, typed: 'g', items: [{ name: 'Green', kind: 'list' }, { name: 'Grey', kind: 'list' }] });
    expect(completionAt('red', 3, listed)).toBeUndefined();
    expect(completionAt('g', 1, sources)).toBeUndefined();
    expect(applySuggestion('g', 1, 0, { name: 'Grey', kind: 'list' })).toEqual({ text: 'Grey', caret: 4 });
  });
  it('stops at 8 input keys', () => {
    const many = inputKeys([{ id: 1, name: 'x', input: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`k${i}`, i])) }]);
    expect(completionAt('=INPUT("k', 9, { ...sources, inputs: many })?.items).toHaveLength(8);
  });
});
