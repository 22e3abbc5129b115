import type { EngineOptions, OwnEngineOptions } from '../plugins/formulas/index.js';

/**
 * What the command line's entry gives its commands: the engine options of the plugins it assembles
 * (cli/plugins.ts), loaded on first use so `--help` and usage errors never load the engine.
 */
export interface CliHost {
  engineOptions(own?: OwnEngineOptions): Promise<EngineOptions>;
}
