import type { BenchSuite } from '../types.js';
import { kernelSuite } from './kernel.js';

/** Every suite `npm run bench` runs; each area adds its own file here. */
export const suites: readonly BenchSuite[] = [kernelSuite];
