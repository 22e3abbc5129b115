import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests (the kernel, plugins, engine conformance, web modules) share one module graph per worker
// (isolate: false): they keep no state between files, and importing the engine and plugins once per worker
// instead of once per file takes minutes off `npm test`. Tests that start servers, processes or browsers
// keep a fresh module graph per file.
const UNIT = ['tests/plugins/**/*.test.ts', 'tests/kernel/**/*.test.ts', 'tests/conformance/**/*.test.ts', 'tests/web/**/*.test.ts', 'tests/hosts/**/*.test.ts'];

// Vitest runs one file fewer at a time than there are cores: one at a time on a two-core machine (CI's and
// this one's). Most integration files wait on servers, processes, LibreOffice or Chromium, so two at a time
// there took the step from 508 s to 338 s, every test passing.
const MAX_WORKERS = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    testTimeout: 20_000,
    pool: 'forks',
    // The command line's bundle, so the tests' `node cli/bin.js` skip tsx (tests/support/cli-bundle-setup.ts).
    globalSetup: ['tests/support/cli-bundle-setup.ts'],
    maxWorkers: MAX_WORKERS,
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT, isolate: false } },
      { extends: true, test: { name: 'integration', include: ['tests/**/*.test.ts'], exclude: [...UNIT, 'tests/e2e/**', 'node_modules/**'] } },
    ],
  },
});
