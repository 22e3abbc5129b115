import { filteredRowsOf } from '../plugins/filters/engine-rows.js';
import type { EngineOptions } from '../plugins/formulas/engine/index.js';
import { withAssembledFunctions, type OwnEngineOptions } from '../plugins/formulas/assembled-functions.js';
import { cliPlugins } from './plugins.js';

/**
 * The engine options of every command that computes (eval, test, functions, import, export): the
 * functions of the plugins the command line assembles, the rows a sheet's filter hides (SUBTOTAL leaves
 * them out, as the server's and the editor's engines do), and `own` (a template's user functions).
 * Loaded with the engine, lazily.
 */
export function cliEngineOptions(own: OwnEngineOptions = {}): EngineOptions {
  return withAssembledFunctions({ filteredRows: filteredRowsOf, ...own }, cliPlugins);
}
