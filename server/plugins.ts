import type { PluginManifest } from '../kernel/index.js';
import { castsPlugin } from '../plugins/casts/manifest.js';
import { castsServerPart } from '../plugins/casts/server/index.js';
// The manifest alone: the chart renderer (d3) loads with the first cast (plugins/casts/server/routes.ts).
import { chartsPlugin } from '../plugins/charts/manifest.js';
import { conditionalFormatsPlugin } from '../plugins/conditional-formats/index.js';
// The manifest alone: the readers and writers (ExcelJS, ~30 MB) load on the first import or export.
import { filesPlugin } from '../plugins/files/manifest.js';
import { filtersPlugin } from '../plugins/filters/index.js';
import { formulasPlugin } from '../plugins/formulas/index.js';
import { freezePlugin } from '../plugins/freeze/index.js';
import { locksPlugin } from '../plugins/locks/index.js';
import { namesPlugin } from '../plugins/names/index.js';
import { numberFormatsPlugin } from '../plugins/number-formats/index.js';
import { validationPlugin } from '../plugins/validation/index.js';
import { versionDiffPlugin } from '../plugins/version-diff/index.js';
import { versionDiffServerPart } from '../plugins/version-diff/server/index.js';
import { workbookPlugin } from '../plugins/workbook/index.js';
import type { Workbook } from '../plugins/workbook/model/workbook.js';
import type { WorkbookView } from '../plugins/workbook/view.js';
import type { ServerPart } from './plugin-api/index.js';

type ServerPlugin = PluginManifest<Workbook, WorkbookView>;

/** One assembled plugin: its host-neutral manifest and, when it has one, its server part (routes). */
export interface Assembled {
  readonly plugin: ServerPlugin;
  readonly server?: ServerPart;
}

/**
 * What the server assembles, one line per plugin (DESIGN.md: web/, server/ and cli/ each list theirs).
 * The formula functions its evaluations can call are those these plugins contribute
 * (server/engine/templates.ts `withUserFunctions`), plus a template's own user functions; the routes of
 * their server parts are registered beside the server's own (server/routes/index.ts).
 */
export const assembled: readonly Assembled[] = [
  { plugin: workbookPlugin },
  { plugin: namesPlugin as ServerPlugin },
  { plugin: formulasPlugin as ServerPlugin },
  { plugin: filesPlugin as ServerPlugin },
  { plugin: validationPlugin as ServerPlugin },
  { plugin: filtersPlugin as ServerPlugin },
  { plugin: locksPlugin as ServerPlugin },
  { plugin: numberFormatsPlugin as ServerPlugin },
  { plugin: conditionalFormatsPlugin as ServerPlugin },
  { plugin: chartsPlugin as ServerPlugin },
  { plugin: castsPlugin as ServerPlugin, server: castsServerPart },
  { plugin: freezePlugin as ServerPlugin },
  { plugin: versionDiffPlugin as ServerPlugin, server: versionDiffServerPart },
];

export const serverPlugins: readonly ServerPlugin[] = assembled.map((entry) => entry.plugin);

export const serverParts: readonly ServerPart[] = assembled.flatMap((entry) => (entry.server ? [entry.server] : []));
