import type { PluginManifest } from '../kernel/index.js';
import { filesPlugin } from '../plugins/files/index.js';
import { filtersPlugin } from '../plugins/filters/index.js';
import { formulasPlugin } from '../plugins/formulas/index.js';
import { namesPlugin } from '../plugins/names/index.js';
import { validationPlugin } from '../plugins/validation/index.js';
import { workbookPlugin } from '../plugins/workbook/index.js';
import type { Workbook } from '../plugins/workbook/model/workbook.js';
import type { WorkbookView } from '../plugins/workbook/view.js';

/** The plugins the web editor assembles (DESIGN.md: web/, server/ and cli/ each list theirs). */
export const webPlugins: readonly PluginManifest<Workbook, WorkbookView>[] = [
  workbookPlugin,
  namesPlugin as PluginManifest<Workbook, WorkbookView>,
  formulasPlugin as PluginManifest<Workbook, WorkbookView>,
  filesPlugin as PluginManifest<Workbook, WorkbookView>,
  validationPlugin as PluginManifest<Workbook, WorkbookView>,
  filtersPlugin as PluginManifest<Workbook, WorkbookView>,
];
