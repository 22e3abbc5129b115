import { describe, expect, it } from 'vitest';
import { Book } from './helpers.js';

function rng(seed: number): () => number {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
}

describe('engine: SUMIF/COUNTIF memos follow one-cell changes', () => {
  it('gives the same results as a fresh computation after many edits', () => {
    const random = rng(7);
    const book = new Book();
    const values: number[] = [];
    for (let i = 0; i < 500; i++) values.push(Math.floor(random() * 50));
    book.engine.setCells(book.sheet, values.map((v, i) => [i, 0, v] as const));
    const formulas = ['=SUMIF(A1:A500,">20")', '=COUNTIF(A1:A500,"<10")', '=SUMIF(A1:A500,"<=7")', '=COUNTIF(A1:A500,">=49")', '=SUMIF(A1:A500,">3",B1:B500)'];
    for (let i = 0; i < 500; i++) book.set(`B${i + 1}`, i);
    formulas.forEach((f, i) => book.set(`C${i + 1}`, f));
    const expected = () => [
      values.filter((v) => v > 20).reduce((a, b) => a + b, 0),
      values.filter((v) => v < 10).length,
      values.filter((v) => v <= 7).reduce((a, b) => a + b, 0),
      values.filter((v) => v >= 49).length,
      values.reduce((sum, v, i) => (v > 3 ? sum + i : sum), 0),
    ];
    expect(formulas.map((_, i) => book.get(`C${i + 1}`))).toEqual(expected());
    for (let step = 0; step < 200; step++) {
      const row = Math.floor(random() * 500);
      values[row] = Math.floor(random() * 50);
      book.set(`A${row + 1}`, values[row]);
      expect(formulas.map((_, i) => book.get(`C${i + 1}`))).toEqual(expected());
    }
    book.set('A3', 'text');
    values[2] = 0;
    const [sum] = expected();
    expect(book.get('C1')).toBe(sum);
  });
});
