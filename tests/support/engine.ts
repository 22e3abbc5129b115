import { formulasPlugin } from '../../plugins/formulas/index.js';
import { withAssembledFunctions, type OwnEngineOptions } from '../../plugins/formulas/assembled-functions.js';
import type { EngineOptions } from '../../plugins/formulas/engine/index.js';
import { workbookPlugin } from '../../plugins/workbook/index.js';

/**
 * Engine options for tests: the functions the formulas plugin contributes (an engine wires none itself;
 * every host passes its assembled plugins'), the document parts the workbook plugin declares (the engine
 * loads the workbook again on a change of a part no plugin declares), then `own` (a clock, casting, user
 * functions...).
 */
export function engineOptions(own: OwnEngineOptions = {}): EngineOptions {
  return withAssembledFunctions(own, [workbookPlugin, formulasPlugin]);
}
