// `npm test`: every check the project has, in order, stopping at the first failure.
// Browser tests need Debian's Chromium; scripts/ensure-chromium.sh installs it when missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const SERVER_TESTS_ON_POSTGRES = ['admin', 'auth', 'branding-colors', 'casts', 'cross-site', 'grids', 'settings', 'shadow-locks', 'shadows', 'user-functions', 'version-save-token']
  .map((name) => `tests/server/${name}.test.ts`);
const steps = [
  ['imports', 'node', ['scripts/check-imports.mjs']],
  ['types', 'npx', ['tsc', '-p', '.', '--noEmit']],
  // About 50 s of one core from cold; a few seconds when node_modules/.cache/eslint/ is warm.
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['libreoffice', 'bash', ['scripts/ensure-libreoffice.sh']],
  // The cast PDF tests print in Chromium and read the PDFs with poppler.
  ['chromium', 'bash', ['scripts/ensure-chromium.sh']],
  ['poppler', 'bash', ['scripts/ensure-poppler.sh']],
  // One throwaway PostgreSQL cluster (scripts/postgres-cluster.ts) for the run: the storage contract tests
  // run against both stores, then the server tests with cross-account checks run again on PostgreSQL.
  ['unit and integration', 'npx', ['tsx', 'scripts/postgres-cluster.ts', 'npx', 'vitest', 'run']],
  ['server on PostgreSQL', 'npx', ['tsx', 'scripts/postgres-cluster.ts', 'env', 'GRIDCAST_TEST_STORE=postgres', 'npx', 'vitest', 'run', ...SERVER_TESTS_ON_POSTGRES]],
];
const hasBrowserTests = existsSync('tests/e2e') && readdirSync('tests/e2e').some((f) => f.endsWith('.spec.ts'));
if (hasBrowserTests) {
  steps.push(['browser', 'npx', ['playwright', 'test']]);
}

for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n== ${name} ==`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${name}: failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`${name}: passed in ${seconds} s`);
}
