import { cliPlugins } from '../cli/plugins.js';
import { withAssembledFunctions } from '../plugins/formulas/assembled-functions.js';
import type { EngineOptions } from '../plugins/formulas/engine/index.js';

/** The bench's engines evaluate as the command line's do: with the functions of the plugins it assembles. */
export const BENCH_ENGINE: EngineOptions = withAssembledFunctions({}, cliPlugins);
