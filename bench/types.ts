/** One measured figure of the report (DESIGN.md "Tests and measurement"). */
export interface BenchResult {
  /** `<area>.<workload>.<measure>`, e.g. `engine.W1.build`. */
  readonly name: string;
  readonly median_ms: number;
  readonly min_ms: number;
  readonly max_ms: number;
  readonly heap_mb: number;
  readonly runs: number;
  /** Anything else worth reporting beside the timing (checksums, the peer's figure...). */
  readonly extra?: Readonly<Record<string, number | string>>;
  /** When and at what load this figure was measured: a report keeps figures of earlier partial runs. */
  readonly measured?: { readonly date: string; readonly loadAverage: number };
}

/** A group of benchmarks. `names` lets `npm run bench -- <prefix>` skip suites without running them. */
export interface BenchSuite {
  readonly names: readonly string[];
  run(record: (result: BenchResult) => void, selected: (name: string) => boolean): Promise<void>;
}
