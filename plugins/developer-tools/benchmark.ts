/** SPEC section 9: the Developers panel's benchmark runs 10 times unless told otherwise. */
export const DEFAULT_BENCHMARK_COUNT = 10;
/** A bound so a typo (1000000) cannot freeze the page for hours. */
export const MAX_BENCHMARK_COUNT = 1000;

/** SPEC section 5: the benchmark count is a whole number of at least 1. */
export function parseBenchmarkCount(text: string): { ok: true; count: number } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1) return { ok: false, error: 'Enter a whole number of at least 1.' };
  const count = Number(trimmed);
  if (count > MAX_BENCHMARK_COUNT) return { ok: false, error: `Enter at most ${MAX_BENCHMARK_COUNT}.` };
  return { ok: true, count };
}

/** What a benchmark shows: how many runs, the median and the spread (fastest to slowest), in ms. */
export interface BenchmarkSummary {
  readonly runs: number;
  readonly medianMs: number;
  readonly minMs: number;
  readonly maxMs: number;
}

export function summarize(durations: readonly number[]): BenchmarkSummary {
  if (durations.length === 0) return { runs: 0, medianMs: 0, minMs: 0, maxMs: 0 };
  const sorted = [...durations].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const medianMs = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { runs: sorted.length, medianMs, minMs: sorted[0], maxMs: sorted[sorted.length - 1] };
}

/** '12.3 ms median, spread 10.1–15.8 ms (10 runs)'. */
export function summaryText(summary: BenchmarkSummary): string {
  const ms = (value: number) => value.toFixed(1);
  return `${ms(summary.medianMs)} ms median, spread ${ms(summary.minMs)}–${ms(summary.maxMs)} ms (${summary.runs} ${summary.runs === 1 ? 'run' : 'runs'})`;
}
