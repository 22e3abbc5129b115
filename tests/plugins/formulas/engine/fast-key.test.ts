import { describe, expect, it } from 'vitest';
import { keepLastKey, lastKey, lastLiterals, readFastKey, sameAsLastKey } from '../../../../plugins/formulas/engine/fast-key.js';
import { Book } from './helpers.js';

/** Reads `text` at (row, col) and keeps its key. */
function kept(text: string, row: number, col: number) {
  expect(readFastKey(text, row, col)).toBe(true);
  return { key: keepLastKey(text), hash: lastKey.hash };
}

describe('engine: fast shape keys', () => {
  it('one key for one relative shape, another for any other text, corner or anchoring', () => {
    const b2 = kept('=A1+$B$1*SUM(A1:B3)', 1, 1);
    const same = ['=B2+$B$1*SUM(B2:C4)', 2, 2] as const;
    expect(readFastKey(...same)).toBe(true);
    expect(lastKey.hash).toBe(b2.hash);
    expect(sameAsLastKey(same[0], b2.key)).toBe(true);
    const others: [string, number, number][] = [
      ['=B2+$B$1*SUM(B2:C5)', 2, 2], // another corner
      ['=B2+$B$2*SUM(B2:C4)', 2, 2], // another absolute row
      ['=B2+B$1*SUM(B2:C4)', 2, 2], // another anchoring
      ['=B2-$B$1*SUM(B2:C4)', 2, 2], // another operator, same length
      ['=B2+$B$1*SUM(B2)', 2, 2], // a cell for a range
      ['=B2+$B$1*SUM(B2:C4)', 2, 3], // read from another column
    ];
    for (const [text, row, col] of others) {
      expect(readFastKey(text, row, col)).toBe(true);
      expect(sameAsLastKey(text, b2.key)).toBe(false);
    }
  });
  it('reads number literals as Number() does, without their text in the key', () => {
    const one = kept('=A1*1.50+007', 0, 0);
    for (const [text, literals] of [['=A1*0.1+3', [0.1, 3]], ['=A1*123456789.012345+1.', [123456789.012345, 1]], ['=A1*12345678901234567.5+0', [12345678901234567.5, 0]]] as const) {
      expect(readFastKey(text, 0, 0)).toBe(true);
      expect(lastLiterals).toEqual(literals);
      expect(sameAsLastKey(text, one.key)).toBe(true);
    }
    expect(readFastKey('=A1*1.2.3', 0, 0)).toBe(false);
  });
  it('formulas whose keys share a hash keep their own shapes', () => {
    // Texts (no references: the key is the text) until two different ones share a hash.
    const seen = new Map<number, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; pair === undefined && i < 1_000_000; i++) {
      const text = `="${i.toString(36)}"`;
      readFastKey(text, 0, 0);
      const other = seen.get(lastKey.hash);
      if (other !== undefined) pair = [other, text];
      else seen.set(lastKey.hash, text);
    }
    expect(pair).toBeDefined();
    const [first, second] = pair!;
    const book = new Book().set('A1', first).set('A2', second).set('A3', first).set('A4', second);
    expect(['A1', 'A2', 'A3', 'A4'].map((a) => book.get(a))).toEqual([first, second, first, second].map((t) => t.slice(2, -1)));
  });
});
