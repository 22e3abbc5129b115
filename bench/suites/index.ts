import type { BenchSuite } from '../types.js';

/** Every suite `npm run bench` runs; each area adds its own file here. */
export const suites: readonly BenchSuite[] = [];
