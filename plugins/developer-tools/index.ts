import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/index.js';

/**
 * The developer tools (SPEC section 2, dev mode: ?dev=1 or true): the evaluation log's views and the
 * dependency trees come from plugins/formulas; this plugin adds what the Developers panel computes (the
 * benchmark's count and summary, the imported version's check). It has no commands: it reads the
 * template and the engine, and Import creates a version on the server.
 */
export const developerToolsPlugin: PluginManifest<Workbook> = {
  id: 'developer-tools',
  dependsOn: ['workbook', 'formulas'],
};

export { DEFAULT_BENCHMARK_COUNT, MAX_BENCHMARK_COUNT, parseBenchmarkCount, summarize, summaryText, type BenchmarkSummary } from './benchmark.js';
export { checkImportedVersion, type ImportCheck } from './import-version.js';
