import type { PluginManifest } from '../kernel/index.js';
import { filteredRowsOf } from '../plugins/filters/index.js';
import { withAssembledFunctions, type EngineOptions, type OwnEngineOptions } from '../plugins/formulas/index.js';
import { conditionalFormatsPlugin } from '../plugins/conditional-formats/index.js';
// The manifest alone: the files plugin's readers and writers (ExcelJS, ~86 MB) load when a command uses them.
import { filesPlugin } from '../plugins/files/manifest.js';
import { filtersPlugin } from '../plugins/filters/index.js';
import { formulasPlugin } from '../plugins/formulas/index.js';
import { namesPlugin } from '../plugins/names/index.js';
import { sortPlugin } from '../plugins/sort/index.js';
import { templateFunctionPlugin } from '../plugins/template-function/index.js';
import { validationPlugin } from '../plugins/validation/index.js';
import { workbookPlugin } from '../plugins/workbook/index.js';
import type { Workbook } from '../plugins/workbook/model/workbook.js';
import type { WorkbookView } from '../plugins/workbook/view.js';

type CliPlugin = PluginManifest<Workbook, WorkbookView>;

/**
 * What the `gridcast` command assembles, one line per plugin (DESIGN.md: web/, server/ and cli/ each
 * list theirs). Commands import this lazily, with the engine, so `--help` and usage errors stay fast.
 * The formula functions `eval`, `test` and `functions` know are those these plugins contribute.
 */
export const cliPlugins: readonly CliPlugin[] = [
  workbookPlugin,
  namesPlugin as CliPlugin,
  formulasPlugin as CliPlugin,
  templateFunctionPlugin as CliPlugin,
  filtersPlugin as CliPlugin,
  sortPlugin as CliPlugin,
  conditionalFormatsPlugin as CliPlugin,
  filesPlugin as CliPlugin,
  validationPlugin as CliPlugin,
];

/**
 * The engine options of every command that computes (eval, test, functions, export): the functions of the
 * plugins above, the rows a sheet's filter hides (SUBTOTAL leaves them out, as the server's and the
 * editor's engines do), and `own` (a template's user functions). Commands reach it through their CliHost.
 */
export function cliEngineOptions(own: OwnEngineOptions = {}): EngineOptions {
  return withAssembledFunctions({ filteredRows: filteredRowsOf, ...own }, cliPlugins);
}
