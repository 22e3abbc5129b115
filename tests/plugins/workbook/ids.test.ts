import { afterEach, describe, expect, it, vi } from 'vitest';
import { RandomIdGenerator } from '../../../plugins/workbook/ids.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RandomIdGenerator', () => {
  it('never gives the same id twice, even when the random source repeats itself', () => {
    // The crypto source gives the same bytes three times, then others: a 200k-row import drew a repeat
    // about a third of the time, and its template listed a row twice.
    let draws = 0;
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      const bytes = array as unknown as Uint8Array;
      bytes.fill(draws++ < 3 ? 7 : draws);
      return array;
    });
    const ids = new RandomIdGenerator();
    const drawn = [ids.vectorId(), ids.vectorId(), ids.vectorId()];
    expect(new Set(drawn).size).toBe(3);
    expect(drawn.every((id) => /^[A-Za-z0-9]{6}$/.test(id))).toBe(true);
  });
});
