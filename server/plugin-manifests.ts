import type { PluginManifest } from '../kernel/index.js';
import { castsPlugin } from '../plugins/casts/manifest.js';

// The manifest alone: the chart renderer (d3) loads with the first cast (plugins/casts/server/routes.ts).
import { chartsPlugin } from '../plugins/charts/manifest.js';
import { collabPlugin } from '../plugins/collab/manifest.js';
import { conditionalFormatsPlugin } from '../plugins/conditional-formats/index.js';
// The manifest alone: the readers and writers (ExcelJS, ~30 MB) load on the first import or export.
import { filesPlugin } from '../plugins/files/manifest.js';
import { filtersPlugin } from '../plugins/filters/index.js';
import { formulasPlugin } from '../plugins/formulas/index.js';
import { freezePlugin } from '../plugins/freeze/index.js';
import { inputFormPlugin } from '../plugins/input-form/index.js';
import { locksPlugin } from '../plugins/locks/index.js';
import { namesPlugin } from '../plugins/names/index.js';
import { notesPlugin } from '../plugins/notes/index.js';
import { numberFormatsPlugin } from '../plugins/number-formats/index.js';
import { palettesPlugin } from '../plugins/palettes/index.js';
import { sortPlugin } from '../plugins/sort/index.js';
import { tablesPlugin } from '../plugins/tables/index.js';
import { templateFunctionPlugin } from '../plugins/template-function/index.js';
import { testShadowsPlugin } from '../plugins/test-shadows/index.js';
import { userFunctionsPlugin } from '../plugins/user-functions/manifest.js';
import { validationPlugin } from '../plugins/validation/index.js';
import { versionDiffPlugin } from '../plugins/version-diff/index.js';
import { workbookPlugin } from '../plugins/workbook/index.js';
import type { Workbook } from '../plugins/workbook/model/workbook.js';
import type { WorkbookView } from '../plugins/workbook/view.js';

export type ServerPlugin = PluginManifest<Workbook, WorkbookView>;

/**
 * What the server assembles, one line per plugin (DESIGN.md: web/, server/ and cli/ each list theirs):
 * their manifests alone, which the compute workers load too (for the formula functions the plugins
 * contribute: the worker runtime gives them to each task's context, server/compute/task-context.ts). The routes of their server parts are
 * listed in server/plugins.ts, which only the request thread loads.
 */
export const serverPlugins: readonly ServerPlugin[] = [
  workbookPlugin,
  namesPlugin as ServerPlugin,
  formulasPlugin as ServerPlugin,
  templateFunctionPlugin as ServerPlugin,
  filesPlugin as ServerPlugin,
  validationPlugin as ServerPlugin,
  filtersPlugin as ServerPlugin,
  sortPlugin as ServerPlugin,
  locksPlugin as ServerPlugin,
  numberFormatsPlugin as ServerPlugin,
  conditionalFormatsPlugin as ServerPlugin,
  palettesPlugin as ServerPlugin,
  tablesPlugin as ServerPlugin,
  chartsPlugin as ServerPlugin,
  castsPlugin as ServerPlugin,
  freezePlugin as ServerPlugin,
  versionDiffPlugin as ServerPlugin,
  // The live channel's rooms run every command an editor can run (plugins/collab/room.ts).
  notesPlugin as ServerPlugin,
  testShadowsPlugin as ServerPlugin,
  userFunctionsPlugin as ServerPlugin,
  // A shadow's input: its slot (a shadow keeps it) and the command that sets it live.
  inputFormPlugin as ServerPlugin,
  collabPlugin as ServerPlugin,
];
