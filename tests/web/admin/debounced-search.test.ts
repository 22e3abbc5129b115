import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debouncedSearch, type SearchState } from '../../../web/admin/debounced-search.js';

/** A search whose requests the test answers by hand, and the states it reported. */
function harness() {
  const asked: { query: string; answer(results: string[]): void; fail(error: Error): void }[] = [];
  const states: SearchState<string[]>[] = [];
  const run = (query: string) => new Promise<string[]>((resolve, reject) => asked.push({ query, answer: resolve, fail: reject }));
  const search = debouncedSearch(run, (state) => states.push(state), 250);
  return { asked, states, search, last: () => states.at(-1) };
}

describe('user search as you type (SPEC: debounced 250 ms, only on a non-empty query)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once, 250 ms after the last key, with the trimmed query', async () => {
    const { asked, search, last } = harness();
    search.query('a');
    await vi.advanceTimersByTimeAsync(200);
    search.query('ad');
    await vi.advanceTimersByTimeAsync(200);
    search.query(' adm ');
    expect(last()).toEqual({ state: 'searching' });
    await vi.advanceTimersByTimeAsync(249);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked.map((request) => request.query)).toEqual(['adm']);
    asked[0].answer(['admin@example.com']);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({ state: 'found', results: ['admin@example.com'] });
  });

  it('asks nothing for an empty or blank query, and shows nothing', async () => {
    const { asked, search, last } = harness();
    search.query('adm');
    search.query('   ');
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).toEqual([]);
    expect(last()).toEqual({ state: 'idle' });
  });

  it('never lets an older answer replace a newer one', async () => {
    const { asked, search, last } = harness();
    search.query('old');
    await vi.advanceTimersByTimeAsync(250);
    search.query('new');
    await vi.advanceTimersByTimeAsync(250);
    asked[1].answer(['new result']);
    asked[0].answer(['old result']);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({ state: 'found', results: ['new result'] });
  });

  it('reports a failure in words, and nothing after cancel', async () => {
    const { asked, states, search, last } = harness();
    search.query('x');
    await vi.advanceTimersByTimeAsync(250);
    asked[0].fail(new Error('Only administrators may do this.'));
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({ state: 'failed', error: 'Only administrators may do this.' });
    search.query('y');
    search.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).toHaveLength(1);
    search.query('z');
    await vi.advanceTimersByTimeAsync(250);
    const before = states.length;
    search.cancel();
    asked[1].answer(['late']);
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toHaveLength(before);
  });
});
