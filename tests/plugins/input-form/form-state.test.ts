import { describe, expect, it } from 'vitest';
import {
  changedFrom, fieldId, fittedForm, formErrors, formState, INPUT_MESSAGES, setValue, shownText, typeText, valueCodec, type FormField,
} from '../../../plugins/input-form/index.js';

const form: FormField[] = [
  { kind: 'value', key: 'taxRate', path: ['taxRate'], types: ['number'] },
  { kind: 'group', key: 'customer', path: ['customer'], fields: [{ kind: 'value', key: 'name', path: ['customer', 'name'], types: ['string'] }] },
  { kind: 'rows', key: 'items', path: ['items'], columns: [{ key: 'name', types: ['string'] }, { key: 'qty', types: ['number'] }] },
  { kind: 'list', key: 'scores', path: ['scores'], types: ['number'] },
];
const number = valueCodec(['number']);

describe('filling in the Input form', () => {
  it('prefills each field from the input and puts what is typed into it as its value', () => {
    let state = formState({ taxRate: 0.1, items: [{ name: 'Pen', qty: 2 }] });
    expect(shownText(state, ['taxRate'], number)).toBe('0.1');
    state = typeText(state, ['taxRate'], number, '8%');
    state = typeText(state, ['items', 0, 'qty'], number, '3');
    state = typeText(state, ['customer', 'name'], valueCodec(['string']), 'Acme');
    expect(state.input).toEqual({ taxRate: 0.08, items: [{ name: 'Pen', qty: 3 }], customer: { name: 'Acme' } });
    // What was typed stays shown as typed.
    expect(shownText(state, ['taxRate'], number)).toBe('8%');
    expect(formErrors(form, state).size).toBe(0);
  });

  it('checks as it is typed: a bad text is an error on its field and leaves the value it had', () => {
    let state = typeText(formState({ taxRate: 0.1, items: [{ name: 'Pen', qty: 2 }] }), ['items', 0, 'qty'], number, 'two');
    state = typeText(state, ['taxRate'], number, '0.2');
    expect(state.input).toEqual({ taxRate: 0.2, items: [{ name: 'Pen', qty: 2 }] });
    expect([...formErrors(form, state)]).toEqual([[fieldId(['items', 0, 'qty']), INPUT_MESSAGES.number]]);
    state = typeText(state, ['items', 0, 'qty'], number, '2.5');
    expect(formErrors(form, state).size).toBe(0);
    expect(state.input).toMatchObject({ items: [{ qty: 2.5 }] });
  });

  it('finds a prefilled value its field cannot take, before anything is typed', () => {
    const errors = formErrors(form, formState({ taxRate: 'high', scores: [1, 'x'] }));
    expect([...errors.keys()]).toEqual([fieldId(['taxRate']), fieldId(['scores', 1])]);
  });

  it('adds and removes rows; a removed row\'s typed texts go with it', () => {
    let state = formState({ items: [{ name: 'Pen', qty: 2 }, { name: 'Ink', qty: 1 }] });
    state = typeText(state, ['items', 1, 'qty'], number, 'one');
    expect(formErrors(form, state).size).toBe(1);
    state = setValue(state, ['items'], [{ name: 'Pen', qty: 2 }]);
    expect(formErrors(form, state).size).toBe(0);
    state = setValue(state, ['items'], [{ name: 'Pen', qty: 2 }, {}]);
    expect(shownText(state, ['items', 1, 'qty'], number)).toBe('');
    expect(state.input).toEqual({ items: [{ name: 'Pen', qty: 2 }, {}] });
  });

  it('knows whether it gives another input than the one it started from', () => {
    const input = { taxRate: 0.1 };
    const state = formState(input);
    expect(changedFrom(state, input)).toBe(false);
    expect(changedFrom(typeText(state, ['taxRate'], number, '0.10'), input)).toBe(false);
    expect(changedFrom(typeText(state, ['taxRate'], number, '0.2'), input)).toBe(true);
  });
});

describe('the form fitted to the input it starts from', () => {
  it('shows as JSON a value of another shape than its field, so it is seen and kept', () => {
    const fitted = fittedForm(form, { taxRate: { low: 0.1 }, customer: 'Acme', items: [{ name: 'Pen' }], scores: [[1, 2]] });
    expect(fitted.map((field) => field.kind)).toEqual(['json', 'json', 'rows', 'json']);
  });

  it('keeps the fields of absent keys and of values of their shape', () => {
    const fitted = fittedForm(form, { customer: { name: 'Acme' }, scores: [1, null] });
    expect(fitted).toEqual(form);
  });
});
