import fc from 'fast-check';
import { deepEqual } from '../../plugins/collab/deep-equal.js';
import { runScenario, steps } from '../../tests/plugins/collab/property-scenario.js';
import { heapUsedMb, summarize } from '../report.js';
import type { BenchSuite } from '../types.js';

const COMMANDS = 2000;
const SEEDS = [36, 2026, 1205];

/**
 * collab.property: the co-editing property at full size (issue 36): three clients and a room, 2,000
 * random commands with delays, interleavings and dropped connections, per seed; every client's document
 * must equal the room's at the end (the bench fails otherwise). The time is the whole run's (every
 * client's commands, rebases and the room's), the extras what it did.
 */
export const collabSuite: BenchSuite = {
  names: ['collab.property'],
  async run(record, selected) {
    if (!selected('collab.property')) return;
    const samples: number[] = [];
    let sequenced = 0;
    let notices = 0;
    for (const seed of SEEDS) {
      const [plan] = fc.sample(steps(COMMANDS), { seed, numRuns: 1 });
      const start = performance.now();
      const outcome = runScenario(plan);
      samples.push(performance.now() - start);
      if (!outcome.documents.every((document) => deepEqual(document, outcome.room))) throw new Error(`collab.property: a client's copy differs from the room's (seed ${seed}).`);
      sequenced += outcome.seq;
      notices += outcome.notices;
    }
    record(summarize('collab.property', samples, heapUsedMb(), { commands: COMMANDS, seeds: SEEDS.join(' '), sequenced_per_run: Math.round(sequenced / SEEDS.length), notices_per_run: Math.round(notices / SEEDS.length), converged: 'all' }));
  },
};
