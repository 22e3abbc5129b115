import { defineConfig } from 'vitest/config';

// Unit tests (the kernel, plugins, engine conformance, web modules) share one module graph per worker
// (isolate: false): they keep no state between files, and importing the engine and plugins once per worker
// instead of once per file takes minutes off `npm test`. Tests that start servers, processes or browsers
// keep a fresh module graph per file.
const UNIT = ['tests/plugins/**/*.test.ts', 'tests/kernel/**/*.test.ts', 'tests/conformance/**/*.test.ts', 'tests/web/**/*.test.ts', 'tests/hosts/**/*.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 20_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT, isolate: false } },
      { extends: true, test: { name: 'integration', include: ['tests/**/*.test.ts'], exclude: [...UNIT, 'tests/e2e/**', 'node_modules/**'] } },
    ],
  },
});
