import type { BenchSuite } from '../types.js';
import { castsSuite } from './casts.js';
import { chartsSuite } from './charts.js';
import { conditionalFormatsSuite } from './conditional-formats.js';
import { engineSuite } from './engine.js';
import { engineSheetsSuite } from './engine-sheets.js';
import { evaluateSuite } from './evaluate.js';
import { filesSuite } from './files.js';
import { findSuite } from './find.js';
import { findRegexSuite } from './find-regex.js';
import { hardeningSuite } from './hardening.js';
import { kernelSuite } from './kernel.js';
import { serverSuite } from './server.js';
import { sortSuite } from './sort.js';
import { storesSuite } from './stores.js';
import { webSuite } from './web.js';
import { webWheelSuite } from './web-wheel.js';

/** Every suite `npm run bench` runs; each area adds its own line here (one a line, so additions do not collide). */
export const suites: readonly BenchSuite[] = [
  conditionalFormatsSuite,
  engineSuite,
  engineSheetsSuite,
  filesSuite,
  kernelSuite,
  sortSuite,
  findSuite,
  findRegexSuite,
  serverSuite,
  evaluateSuite,
  webSuite,
  webWheelSuite,
  chartsSuite,
  storesSuite,
  hardeningSuite,
  castsSuite,
];
