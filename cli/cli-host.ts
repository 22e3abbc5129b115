import type { EngineOptions, OwnEngineOptions } from '../plugins/formulas/index.js';
import type { WorkerCode } from '../server/compute/compute-pool.js';

/**
 * What the command line's entry gives its commands: the engine options of the plugins it assembles
 * (cli/plugins.ts), loaded on first use so `--help` and usage errors never load the engine; and the code of
 * `gridcast run`'s compute workers.
 */
export interface CliHost {
  engineOptions(own?: OwnEngineOptions): Promise<EngineOptions>;
  /** What `gridcast run`'s compute workers load (its pool's code). */
  readonly workerCode: WorkerCode;
}
