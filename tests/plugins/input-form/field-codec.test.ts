import { describe, expect, it } from 'vitest';
import { INPUT_MESSAGES, JSON_CODEC, valueCodec } from '../../../plugins/input-form/index.js';

describe('reading what is typed into an Input field', () => {
  it('reads a number field\'s numeric text as a spreadsheet does, and refuses other text', () => {
    const number = valueCodec(['number']);
    expect(number.read('1,250.5')).toEqual({ ok: true, value: 1250.5 });
    expect(number.read(' 8% ')).toEqual({ ok: true, value: 0.08 });
    expect(number.read('$-3')).toEqual({ ok: true, value: -3 });
    expect(number.read('12 apples')).toEqual({ ok: false, error: INPUT_MESSAGES.number });
    expect(number.read('TRUE')).toEqual({ ok: false, error: INPUT_MESSAGES.number });
  });

  it('leaves a key out when its field is emptied', () => {
    expect(valueCodec(['number']).read('   ')).toEqual({ ok: true, value: undefined });
    expect(JSON_CODEC.read('')).toEqual({ ok: true, value: undefined });
  });

  it('keeps a text field\'s text as typed, digits included', () => {
    expect(valueCodec(['string']).read(' 0042 ')).toEqual({ ok: true, value: ' 0042 ' });
  });

  it('reads a field of no known type as a typed cell: numbers, TRUE/FALSE, else text', () => {
    const any = valueCodec([]);
    expect(any.read('3.5')).toEqual({ ok: true, value: 3.5 });
    expect(any.read('false')).toEqual({ ok: true, value: false });
    expect(any.read('Acme')).toEqual({ ok: true, value: 'Acme' });
  });

  it('names what a field of numbers or booleans takes', () => {
    expect(valueCodec(['boolean']).read('yes')).toEqual({ ok: false, error: INPUT_MESSAGES.boolean });
    expect(valueCodec(['boolean', 'number']).read('yes')).toEqual({ ok: false, error: INPUT_MESSAGES.numberOrBoolean });
    expect(valueCodec(['boolean', 'number']).read('True')).toEqual({ ok: true, value: true });
  });

  it('shows values as they are typed back', () => {
    const any = valueCodec([]);
    expect([1250.5, true, 'Pens', null, undefined].map((value) => any.write(value))).toEqual(['1250.5', 'TRUE', 'Pens', '', '']);
  });

  it('reads JSON, and says what JSON looks like when it is not', () => {
    expect(JSON_CODEC.read('[1, {"a": 2}]')).toEqual({ ok: true, value: [1, { a: 2 }] });
    expect(JSON_CODEC.read('[1, 2')).toEqual({ ok: false, error: INPUT_MESSAGES.json });
    expect(JSON_CODEC.write([1, 2])).toBe('[\n  1,\n  2\n]');
  });
});
