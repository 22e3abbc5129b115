import { allFunctions } from '../../formulas/index.js';
import { tokenize } from '../../formulas/parser/index.js';
import type { ImportReport } from '../report.js';

const KNOWN: ReadonlySet<string> = new Set(allFunctions.map((fn) => fn.name.toUpperCase()));

/**
 * Notes the functions an imported formula calls that Gridcast does not have: the formula is kept as
 * written (it gives #NAME? until the function exists), and the report says which ones, per sheet. A
 * call of a defined name (`=week()`, a LAMBDA the workbook names) is no function call.
 */
export function reportUnsupportedFunctions(formula: string, sheet: string, report: ImportReport, isName: (name: string) => boolean = () => false): void {
  for (const token of tokenize(formula)) {
    if (token.kind !== 'function') continue;
    const name = String(token.value).toUpperCase();
    if (!KNOWN.has(name) && !isName(name)) report.add('Formulas', `${name} is not a Gridcast function; its formulas show #NAME?`, sheet);
  }
}
