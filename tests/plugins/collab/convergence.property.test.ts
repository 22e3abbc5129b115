import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runScenario, steps } from './property-scenario.js';

/** Seeded: a failure names its seed and path, and `fc.assert(..., { seed, path })` replays it. */
const SEED = 36_2026;

describe('co-editing converges (property, issue 36)', () => {
  it('three clients and a room end with the same document, whatever the delays, interleavings and drops', () => {
    fc.assert(
      fc.property(steps(120), (plan) => {
        const outcome = runScenario(plan);
        for (const document of outcome.documents) expect(document).toEqual(outcome.room);
      }),
      { seed: SEED, numRuns: 5, endOnFailure: true },
    );
  }, 60_000);
});
