import type { BenchSuite } from '../types.js';

/**
 * A suite as `npm run bench` lists it: the names of its benchmarks, and its module, which only the
 * process that runs the suite loads. A suite's child that imported every suite's modules (web, server,
 * ExcelJS...) measured its figures beside all their code and heap: engine.W1.build read 10% slower so.
 * `names` must equal the suite's own `names` (the child checks).
 */
export interface SuiteEntry {
  readonly names: readonly string[];
  load(): Promise<BenchSuite>;
}

/** Every suite `npm run bench` runs; each area adds its own entry here (one a line, so additions do not collide). */
export const suites: readonly SuiteEntry[] = [
  { load: async () => (await import('./conditional-formats.js')).conditionalFormatsSuite, names: ['cf.100k-10.cold', 'cf.100k-10.edit', 'cf.100k-10-all.cold', 'cf.100k-10-all.edit'] },
  { load: async () => (await import('./engine.js')).engineSuite, names: ['engine.W1.build', 'engine.W1.recalc', 'engine.W2.build', 'engine.W2.recalc', 'engine.W3.build', 'engine.W3.recalc', 'engine.W4.build', 'engine.W4.recalc', 'engine.W5.build', 'engine.W5.recalc', 'engine.lambda.map', 'engine.lambda.reduce', 'engine.W1.insert-row', 'engine.W1.insert-row-undo', 'engine.W1.insert-row-redo', 'engine.W3.insert-row', 'engine.W3.insert-row-undo', 'engine.W3.insert-row-redo', 'engine.W2.delete-column', 'engine.W2.delete-column-undo', 'engine.W2.delete-column-redo'] },
  { load: async () => (await import('./engine-sheets.js')).engineSheetsSuite, names: ['engine.W1.rename-sheet', 'engine.W1.rename-sheet-undo', 'engine.W1.rename-sheet-redo', 'engine.W1.delete-sheet', 'engine.W1.delete-sheet-undo', 'engine.W1.delete-sheet-redo', 'engine.W1.insert-cells', 'engine.W1.insert-cells-undo', 'engine.W1.insert-cells-redo', 'engine.W3.insert-cells', 'engine.W3.insert-cells-undo', 'engine.W3.insert-cells-redo', 'engine.W1.delete-cells', 'engine.W1.delete-cells-undo', 'engine.W1.delete-cells-redo', 'engine.W3.delete-cells', 'engine.W3.delete-cells-undo', 'engine.W3.delete-cells-redo'] },
  { load: async () => (await import('./files.js')).filesSuite, names: ['files.xlsx-100k.export', 'files.xlsx-100k.import'] },
  { load: async () => (await import('./kernel.js')).kernelSuite, names: ['kernel.load-1M', 'kernel.write-1M', 'kernel.edit-1M', 'kernel.undo-1M', 'kernel.redo-duplicate-100k'] },
  { load: async () => (await import('./sort.js')).sortSuite, names: ['sort.rows-200k'] },
  { load: async () => (await import('./find.js')).findSuite, names: ['find.1M.text', 'find.1M.number', 'find.1M.formatted'] },
  { load: async () => (await import('./find-regex.js')).findRegexSuite, names: ['find.1M.regex', 'find.1M.regex-plain', 'find.regex-hostile.adjacent', 'find.regex-hostile.alternatives', 'find.regex-functions.replace-10k', 'find.regex-functions.replace-10k-plain', 'find.regex-functions.hostile'] },
  { load: async () => (await import('./formulas-timings.js')).formulasTimingsSuite, names: ['formulas.search-wildcards-32k', 'formulas.format-number-20k', 'formulas.text-20k', 'formulas.vlookup-50k', 'formulas.sumif-1000', 'engine.huge-ranges', 'formulas.parse-random-3000'] },
  { load: async () => (await import('./server.js')).serverSuite, names: ['server.get-shadow.p99', 'server.put-shadow.p99'] },
  { load: async () => (await import('./evaluate.js')).evaluateSuite, names: ['server.evaluate.p99', 'server.evaluate-batch-1000'] },
  { load: async () => (await import('./web.js')).webSuite, names: ['web.first-paint', 'web.first-paint-cf', 'web.scroll.p95', 'web.edit-1000-dependents'] },
  { load: async () => (await import('./web-wheel.js')).webWheelSuite, names: ['web.wheel-vertical', 'web.wheel-horizontal', 'web.first-load-js'] },
  { load: async () => (await import('./charts.js')).chartsSuite, names: ['charts.line-10k.render', 'charts.line-10k.repaint'] },
  { load: async () => (await import('./stores.js')).storesSuite, names: ['stores.embedded-one.get-shadow.c100.p99', 'stores.embedded-one.put-shadow.c100.p99', 'stores.embedded-one.get-shadow.c20.p99', 'stores.embedded-one.put-shadow.c20.p99', 'stores.postgres-pair.get-shadow.c100.p99', 'stores.postgres-pair.put-shadow.c100.p99', 'stores.postgres-pair.get-shadow.c20.p99', 'stores.postgres-pair.put-shadow.c20.p99', 'stores.postgres-pair.read-ratio'] },
  { load: async () => (await import('./hardening.js')).hardeningSuite, names: ['hardening.uf-recursion', 'hardening.uf-allocation', 'hardening.uf-slow-native', 'hardening.uf-back-to-back', 'hardening.xlsx-689k-refused', 'hardening.csv-200k.import', 'hardening.csv-200k.export', 'hardening.csv-200k.server-import', 'hardening.csv-200k.server-export', 'hardening.csv-200k.server-open', 'hardening.csv-200k.server-export-xlsx', 'hardening.csv-200k.server-export-fresh'] },
  { load: async () => (await import('./isolation.js')).isolationSuite, names: ['isolation.noisy-neighbour'] },
  { load: async () => (await import('./runs.js')).runsSuite, names: ['runs.cli-1M', 'runs.scaling'] },
  { load: async () => (await import('./runs-api.js')).runsApiSuite, names: ['runs.api-100k'] },
  { load: async () => (await import('./collab-server.js')).collabServerSuite, names: ['collab.edit-cost', 'collab.open-after-log', 'collab.open-200k'] },
  { load: async () => (await import('./collab-big.js')).collabBigSuite, names: ['collab.big-sort-200k', 'collab.big-fill-1M'] },
  { load: async () => (await import('./collab.js')).collabSuite, names: ['collab.property'] },
  { load: async () => (await import('./collab-web.js')).collabWebSuite, names: ['collab.edit-to-peer', 'collab.edit-to-peer.2-per-second', 'collab.edit-to-peer.remote-editors'] },
  { load: async () => (await import('./casts.js')).castsSuite, names: ['casts.viewer.data-to-painted', 'casts.pdf-3-pages.warm', 'casts.pdf-20-concurrent', 'casts.viewer.js-size'] },
];
