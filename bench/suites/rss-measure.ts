import { heapUsedMb, summarize } from '../report.js';
import type { BenchResult } from '../types.js';

/**
 * Times `work` over `runs` and reports the process's resident memory: `rss_peak_mb` is how far its peak rose
 * above its size before the measure, `rss_peak_total_mb` the process's whole peak so far. `prepare` runs
 * untimed before each run and returns a time worth reporting (`start_ms`, the largest).
 */
export async function measureWithRss(name: string, runs: number, work: () => unknown, extra: Record<string, number> = {}, prepare?: () => number): Promise<BenchResult> {
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  const samples: number[] = [];
  let prepared = 0;
  for (let i = 0; i < runs; i++) {
    if (prepare) prepared = Math.max(prepared, prepare());
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  const peak = process.resourceUsage().maxRSS * 1024;
  if (prepare) extra = { ...extra, start_ms: Math.round(prepared) };
  return summarize(name, samples, heapUsedMb(), { ...extra, rss_peak_mb: Math.max(0, Math.round((peak - before) / 1024 / 1024)), rss_peak_total_mb: Math.round(peak / 1024 / 1024) });
}
