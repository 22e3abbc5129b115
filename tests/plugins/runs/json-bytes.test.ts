import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JsonBytes, writeResultLine } from '../../../plugins/runs/index.js';
import { TemplateFunction } from '../../../plugins/template-function/index.js';
import { readTemplateFile } from '../../../plugins/workbook/file/index.js';
import { engineOptions } from '../../support/engine.js';

const written = (value: unknown, out = new JsonBytes()): string => {
  out.reset();
  out.json(value);
  return new TextDecoder().decode(out.bytes());
};

/** A small seeded generator, so a failure names values that can be found again. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('JsonBytes: JSON.stringify\'s bytes, written without a string per value', () => {
  it('writes numbers exactly as JSON.stringify does: few decimals, many, whole, huge, tiny, negative, -0 and non-finite', () => {
    const fixed = [0, -0, 1, -1, 0.1, 0.2, 0.3, 0.1 + 0.2, 1122.61, -729.17, 396.9, 249606.56, 0.05, 0.000001, 1e-7, 123456.789, 0.035,
      2 ** 50 - 1, 2 ** 50, 2 ** 53, 1e15, 1e16, 1e21, 1e300, -1e-300, 5e-324, Number.MAX_VALUE, 1 / 3, Math.PI, 99.995, 9.999999, 1e6 + 0.5,
      NaN, Infinity, -Infinity];
    for (const value of fixed) expect(written(value), String(value)).toBe(JSON.stringify(value));
    const random = seeded(38);
    const out = new JsonBytes();
    for (let i = 0; i < 20_000; i++) {
      const magnitude = 10 ** Math.floor(random() * 24 - 8);
      const decimals = Math.floor(random() * 9);
      const raw = (random() - 0.5) * magnitude;
      for (const value of [raw, Math.round(raw * 10 ** decimals) / 10 ** decimals]) expect(written(value, out), String(value)).toBe(JSON.stringify(value));
    }
  });

  it('quotes strings as JSON.stringify does: plain ASCII, quotes, backslashes, control characters, accents, emoji and lone surrogates', () => {
    for (const value of ['', 'plain', 'a "quoted" word', 'back\\slash', 'line\nbreak\ttab\u0001', 'café', '日本', '😀', '\ud800 alone', '#REF!', '\u007f']) {
      expect(written(value)).toBe(JSON.stringify(value));
    }
  });

  it('writes objects and arrays as JSON.stringify does: key order, nesting, and undefined left out of objects and null in arrays', () => {
    const value = { b: 1, a: [1, 'two', true, false, null, undefined, { c: [] }], 2: 'index first', 'k"ey': { deep: { deeper: [0.5] } }, gone: undefined, é: 'é' };
    expect(written(value)).toBe(JSON.stringify(value));
    expect(written([])).toBe('[]');
    expect(written({})).toBe('{}');
  });

  it('keeps writing after earlier values (one buffer per batch), growing past its first size', () => {
    const out = new JsonBytes();
    const values = Array.from({ length: 5000 }, (_, i) => ({ index: i, name: `item ${i}`, price: i / 100 }));
    for (const value of values) out.json(value);
    expect(new TextDecoder().decode(out.bytes())).toBe(values.map((value) => JSON.stringify(value)).join(''));
    out.reset();
    out.json('again');
    expect(new TextDecoder().decode(out.bytes())).toBe('"again"');
  });

  it('writes the loan template\'s result lines exactly as JSON.stringify wrote them, over many inputs', () => {
    const loan = readTemplateFile(JSON.parse(readFileSync(new URL('../../../fixtures/templates/loan-calculator.json', import.meta.url), 'utf8')));
    const fn = new TemplateFunction(loan, engineOptions());
    const out = new JsonBytes();
    let expected = '';
    for (let i = 0; i < 300; i++) {
      const result = fn.call({ principal: 1000 + i * 977, rate: 0.001 + (i % 37) / 700, years: 1 + (i % 30) });
      writeResultLine(out, result, { format: 'jsonl' });
      expected += `${JSON.stringify(result)}\n`;
    }
    writeResultLine(out, { error: 'The input must be a "JSON" object' }, { format: 'jsonl' });
    expected += `${JSON.stringify({ error: 'The input must be a "JSON" object' })}\n`;
    expect(new TextDecoder().decode(out.bytes())).toBe(expected);
  });
});
