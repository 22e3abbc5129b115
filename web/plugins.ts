import { castsPlugin } from '../plugins/casts/manifest.js';
import { castsWebPart } from '../plugins/casts/web/index.js';
import { chartsPlugin } from '../plugins/charts/index.js';
import { collabPlugin } from '../plugins/collab/manifest.js';
import { collabWebPart } from '../plugins/collab/web/index.js';
import { chartsWebPart } from '../plugins/charts/web/index.js';
import { conditionalFormatsPlugin } from '../plugins/conditional-formats/index.js';
import { conditionalFormatsWebPart } from '../plugins/conditional-formats/web/index.js';
import { filesPlugin } from '../plugins/files/manifest.js';
import { filtersPlugin } from '../plugins/filters/index.js';
import { filtersWebPart } from '../plugins/filters/web/index.js';
import { findPlugin } from '../plugins/find/index.js';
import { findWebPart } from '../plugins/find/web/index.js';
import { formulasPlugin } from '../plugins/formulas/index.js';
import { formulasWebPart } from '../plugins/formulas/web/index.js';
import { inputFormPlugin } from '../plugins/input-form/index.js';
import { inputFormWebPart } from '../plugins/input-form/web/index.js';
import { linksPlugin } from '../plugins/links/index.js';
import { linksWebPart } from '../plugins/links/web/index.js';
import { locksPlugin } from '../plugins/locks/index.js';
import { locksWebPart } from '../plugins/locks/web/index.js';
import { namesPlugin } from '../plugins/names/index.js';
import { namesWebPart } from '../plugins/names/web/index.js';
import { templateFunctionPlugin } from '../plugins/template-function/index.js';
import { notesPlugin } from '../plugins/notes/index.js';
import { notesWebPart } from '../plugins/notes/web/index.js';
import { freezePlugin } from '../plugins/freeze/index.js';
import { freezeWebPart } from '../plugins/freeze/web/index.js';
import { versionDiffPlugin } from '../plugins/version-diff/manifest.js';
import { versionDiffWebPart } from '../plugins/version-diff/web/index.js';
import { numberFormatsPlugin } from '../plugins/number-formats/index.js';
import { numberFormatsWebPart } from '../plugins/number-formats/web/index.js';
import { developerToolsPlugin } from '../plugins/developer-tools/index.js';
import { developerToolsWebPart } from '../plugins/developer-tools/web/index.js';
import { palettesPlugin } from '../plugins/palettes/index.js';
import { palettesWebPart } from '../plugins/palettes/web/index.js';
import { runsPlugin } from '../plugins/runs/index.js';
import { runsWebPart } from '../plugins/runs/web/index.js';
import { sortPlugin } from '../plugins/sort/index.js';
import { sortWebPart } from '../plugins/sort/web/index.js';
import { tablesPlugin } from '../plugins/tables/index.js';
import { tablesWebPart } from '../plugins/tables/web/index.js';
import { testShadowsPlugin } from '../plugins/test-shadows/index.js';
import { testShadowsWebPart } from '../plugins/test-shadows/web/index.js';
import { validationPlugin } from '../plugins/validation/index.js';
import { validationWebPart } from '../plugins/validation/web/index.js';
import { userFunctionsPlugin } from '../plugins/user-functions/manifest.js';
import { userFunctionsWebPart } from '../plugins/user-functions/web/index.js';
import { workbookPlugin } from '../plugins/workbook/index.js';
import { workbookWebPart } from '../plugins/workbook/web/index.js';
import { assemble, type AssembledPlugin, type EditorAssembly, type WebPlugin } from './editor/assembly.js';

/**
 * What the web editor assembles, one line per plugin (DESIGN.md: web/, server/ and cli/ each list theirs).
 * Adding a feature's sidebar section, toolbar button or canvas layer is its web part and one line here.
 * Only the app's entry (web/main.tsx) imports this file: it provides the assembly to the pages.
 */
export const assembled: readonly AssembledPlugin[] = [
  { plugin: workbookPlugin, web: workbookWebPart },
  { plugin: namesPlugin as WebPlugin, web: namesWebPart },
  { plugin: formulasPlugin as WebPlugin, web: formulasWebPart },
  { plugin: templateFunctionPlugin as WebPlugin },
  { plugin: filesPlugin as WebPlugin },
  { plugin: validationPlugin as WebPlugin, web: validationWebPart },
  { plugin: filtersPlugin as WebPlugin, web: filtersWebPart },
  { plugin: conditionalFormatsPlugin as WebPlugin, web: conditionalFormatsWebPart },
  { plugin: testShadowsPlugin as WebPlugin, web: testShadowsWebPart },
  { plugin: inputFormPlugin as WebPlugin, web: inputFormWebPart },
  { plugin: chartsPlugin as WebPlugin, web: chartsWebPart },
  { plugin: castsPlugin as WebPlugin, web: castsWebPart },
  { plugin: locksPlugin as WebPlugin, web: locksWebPart },
  { plugin: numberFormatsPlugin as WebPlugin, web: numberFormatsWebPart },
  { plugin: userFunctionsPlugin as WebPlugin, web: userFunctionsWebPart },
  { plugin: findPlugin as WebPlugin, web: findWebPart },
  { plugin: palettesPlugin as WebPlugin, web: palettesWebPart },
  { plugin: sortPlugin as WebPlugin, web: sortWebPart },
  { plugin: linksPlugin as WebPlugin, web: linksWebPart },
  { plugin: developerToolsPlugin as WebPlugin, web: developerToolsWebPart },
  { plugin: notesPlugin as WebPlugin, web: notesWebPart },
  { plugin: freezePlugin as WebPlugin, web: freezeWebPart },
  { plugin: versionDiffPlugin as WebPlugin, web: versionDiffWebPart },
  { plugin: tablesPlugin as WebPlugin, web: tablesWebPart },
  { plugin: runsPlugin as WebPlugin, web: runsWebPart },
  { plugin: collabPlugin as WebPlugin, web: collabWebPart },
];

/** The web app's editor assembly: its plugins, their web parts and what they contribute. */
export const editorAssembly: EditorAssembly = assemble(assembled);
