import { describe, expect, it } from 'vitest';
import { BUILTIN_FUNCTIONS, lambdaParameters, namedCatalogue, userFunctionInfos } from '../../../web/editor/formula-catalogue.js';
import { callAtCaret } from '../../../web/editor/formula-call.js';
import { activeParameter, parseSignature, signatureHelp } from '../../../web/editor/function-signature.js';
import { namesKernel, twoSheetBook, withFormula } from '../../plugins/names/helpers.js';

const at = (text: string) => callAtCaret(text.replace('|', ''), text.indexOf('|'));
const active = (syntax: string, text: string) => {
  const call = at(text)!;
  const signature = parseSignature(syntax);
  return signature.parameters[activeParameter(signature, call)];
};

describe('the call around the caret', () => {
  it('names the innermost function, the argument the caret is in and how many the call has', () => {
    expect(at('=VLOOKUP(A1, |')).toEqual({ fn: 'VLOOKUP', index: 1, count: 2 });
    expect(at('=IF(A1>2, SUM(B1:B3|), 0)')).toEqual({ fn: 'SUM', index: 0, count: 1 });
    expect(at('=IF(A1>2, SUM(B1:B3), |0)')).toEqual({ fn: 'IF', index: 2, count: 3 });
    expect(at('=sum(|a, b, c')).toEqual({ fn: 'SUM', index: 0, count: 3 });
  });
  it('counts a group or an array constant inside an argument as part of it', () => {
    expect(at('=SUM((A1+B1)*2, {1,2|,3}, C1)')).toEqual({ fn: 'SUM', index: 1, count: 3 });
    expect(at('=MAX(1, MIN(2, 3), |')).toEqual({ fn: 'MAX', index: 2, count: 3 });
    expect(at('=IF("a,b", |')).toEqual({ fn: 'IF', index: 1, count: 2 });
  });
  it('is nothing outside a call, in a function name, or in plain text', () => {
    expect(at('=A1+|')).toBeUndefined();
    expect(at('=SU|M(A1)')).toBeUndefined();
    expect(at('=SUM(A1)|')).toBeUndefined();
    expect(at('SUM(|')).toBeUndefined();
  });
});

describe('signatures', () => {
  it('splits a syntax into its parameters and finds the repeating one', () => {
    expect(parseSignature('SUM(number1, [number2], ...)')).toEqual({ name: 'SUM', parameters: ['number1', '[number2]', '...'], repeats: 1 });
    expect(parseSignature('INPUT(path, [key1, key2, ...])')).toEqual({ name: 'INPUT', parameters: ['path', '[key1, key2, ...]'], repeats: 1 });
    expect(parseSignature('NOW()')).toEqual({ name: 'NOW', parameters: [], repeats: undefined });
  });
  it('marks the parameter the argument fills, repeating ones included', () => {
    expect(active('VLOOKUP(search_key, range, index, [is_sorted])', '=VLOOKUP(A1, B:C, |')).toBe('index');
    expect(active('SUM(number1, [number2], ...)', '=SUM(1, 2, 3, |')).toBe('[number2]');
    expect(active('SUM(number1, [number2], ...)', '=SUM(|')).toBe('number1');
    expect(active('IF(logical_expression, value_if_true, [value_if_false])', '=IF(1, 2, 3, |')).toBeUndefined();
  });
  it('gives the last arguments to the required parameters after a repetition', () => {
    const map = 'MAP(array1, [array2, ...], lambda)';
    expect(active(map, '=MAP(A1:A3, |')).toBe('lambda');
    expect(active(map, '=MAP(A1:A3, |B1:B3, LAMBDA(a, b, a+b))')).toBe('[array2, ...]');
    const let_ = 'LET(name1, value1, [name2, value2, ...], calculation)';
    expect(active(let_, '=LET(x, 1, |')).toBe('calculation');
    expect(active(let_, '=LET(x, 1, |y, 2, x+y)')).toBe('[name2, value2, ...]');
  });
  it('helps with every built-in function, each with a syntax and a description', () => {
    const byName = new Map(BUILTIN_FUNCTIONS.map((fn) => [fn.name, fn]));
    const help = signatureHelp(at('=XLOOKUP(A1, B:B, |'), byName)!;
    expect(help.signature.parameters[help.active]).toBe('result_range');
    expect(help.info.description).toMatch(/./);
    expect(BUILTIN_FUNCTIONS.every((fn) => fn.syntax.startsWith(`${fn.name}(`) && fn.description.length > 0)).toBe(true);
    expect(signatureHelp(at('=NOSUCH(|'), byName)).toBeUndefined();
  });
});

describe('named LAMBDAs', () => {
  it('reads the parameters of a formula that is one LAMBDA', () => {
    expect(lambdaParameters('=LAMBDA(x, y, x*y)')).toEqual(['x', 'y']);
    expect(lambdaParameters('=LAMBDA(IF(1, 2, 3))')).toEqual([]);
    expect(lambdaParameters('=LAMBDA(a, MAX(a, 2))')).toEqual(['a']);
    expect(lambdaParameters('=SUM(1, 2)')).toBeUndefined();
    expect(lambdaParameters('LAMBDA(x, x)')).toBeUndefined();
  });
  it('offers a named range whose cell holds a LAMBDA as a function, other names as ranges', () => {
    const kernel = namesKernel(withFormula(withFormula(twoSheetBook(), 0, 1, 1, '=LAMBDA(rate, amount, rate*amount)'), 0, 2, 1, '=SUM(A1:A2)'));
    kernel.execute('names.add', { id: 'r1', name: 'Tax', range: 'Sheet1!B2' });
    kernel.execute('names.add', { id: 'r2', name: 'Total', range: 'Sheet1!B3' });
    kernel.execute('names.add', { id: 'r3', name: 'Block', range: 'Sheet1!B2:B3' });
    const { functions, names } = namedCatalogue(kernel.store.state);
    expect(functions).toEqual([{ name: 'Tax', syntax: 'Tax(rate, amount)', description: 'Named LAMBDA in Sheet1!B2.' }]);
    expect(names).toEqual([
      { name: 'Total', range: 'Sheet1!B3' },
      { name: 'Block', range: 'Sheet1!B2:B3' },
    ]);
  });
  it('offers a named LAMBDA formula as a function and any other named formula as a name showing its formula', () => {
    const kernel = namesKernel(twoSheetBook());
    kernel.execute('names.add', { id: 'f1', name: 'Double', formula: 'LAMBDA(x, x*2)' });
    kernel.execute('names.add', { id: 'f2', name: 'Rate', formula: '0.2' });
    const { functions, names } = namedCatalogue(kernel.store.state);
    expect(functions).toEqual([{ name: 'Double', syntax: 'Double(x)', description: 'Named LAMBDA (a named formula).' }]);
    expect(names).toEqual([{ name: 'Rate', range: '=0.2' }]);
  });
});

describe('user functions', () => {
  it('are offered in upper case with the parameters their script declares', () => {
    expect(userFunctionInfos([{ name: 'triple', text: 'function triple(x) { return x * 3; }' }, { name: 'Halve', text: 'const Halve = (x) => x / 2;' }])).toEqual([
      { name: 'TRIPLE', syntax: 'TRIPLE(x)', description: 'A user function of this template.' },
      { name: 'HALVE', syntax: 'HALVE(...)', description: 'A user function of this template.' },
    ]);
  });
});
