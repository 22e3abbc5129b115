import { describe, expect, it } from 'vitest';
import { runProgress, shortDuration } from '../../../plugins/runs/index.js';

describe('run progress', () => {
  it('gives the rate so far and, for a known whole, the time left at that rate', () => {
    expect(runProgress(5000, 2, 2000, 0.25)).toEqual({ done: 5000, failed: 2, rate: 2500, fraction: 0.25, secondsLeft: 6 });
    expect(runProgress(10, 0, 1000)).toEqual({ done: 10, failed: 0, rate: 10 });
    expect(runProgress(0, 0, 0, 0)).toEqual({ done: 0, failed: 0, rate: 0, fraction: 0 });
  });

  it('writes durations as a person reads them', () => {
    expect([0, 42.4, 185, 3720].map(shortDuration)).toEqual(['0s', '42s', '3m05s', '1h02m']);
  });
});
