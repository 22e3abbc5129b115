import type { PluginManifest } from '../kernel/index.js';
import { chartsPlugin } from '../plugins/charts/index.js';
import { conditionalFormatsPlugin } from '../plugins/conditional-formats/index.js';
import { filesPlugin } from '../plugins/files/index.js';
import { filtersPlugin } from '../plugins/filters/index.js';
import { formulasPlugin } from '../plugins/formulas/index.js';
import { locksPlugin } from '../plugins/locks/index.js';
import { namesPlugin } from '../plugins/names/index.js';
import { numberFormatsPlugin } from '../plugins/number-formats/index.js';
import { validationPlugin } from '../plugins/validation/index.js';
import { workbookPlugin } from '../plugins/workbook/index.js';
import type { Workbook } from '../plugins/workbook/model/workbook.js';
import type { WorkbookView } from '../plugins/workbook/view.js';

type ServerPlugin = PluginManifest<Workbook, WorkbookView>;

/**
 * What the server assembles, one line per plugin (DESIGN.md: web/, server/ and cli/ each list theirs).
 * The formula functions its evaluations can call are those these plugins contribute
 * (server/engine/templates.ts `withUserFunctions`), plus a template's own user functions.
 */
export const serverPlugins: readonly ServerPlugin[] = [
  workbookPlugin,
  namesPlugin as ServerPlugin,
  formulasPlugin as ServerPlugin,
  filesPlugin as ServerPlugin,
  validationPlugin as ServerPlugin,
  filtersPlugin as ServerPlugin,
  locksPlugin as ServerPlugin,
  numberFormatsPlugin as ServerPlugin,
  conditionalFormatsPlugin as ServerPlugin,
  chartsPlugin as ServerPlugin,
];
