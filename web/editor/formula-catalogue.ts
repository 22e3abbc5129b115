import { allFunctions } from '../../plugins/formulas/index.js';
import { tokenize } from '../../plugins/formulas/parser/index.js';
import { formatRange } from '../../plugins/names/index.js';
import { getCell, parseCellId } from '../../plugins/workbook/index.js';
import type { NamedRange, UserFunction, Workbook } from '../../plugins/workbook/model/index.js';
import type { FunctionInfo } from './function-signature.js';

/** A named range as autocomplete offers it: its name and the range it stands for ("Sheet1!A1:B4"). */
export interface NameInfo {
  readonly name: string;
  readonly range?: string;
}

/** The built-in functions, one per name, sorted. */
export const BUILTIN_FUNCTIONS: readonly FunctionInfo[] = [...new Map(allFunctions.map((fn) => [fn.name.toUpperCase(), fn])).values()]
  .map(({ name, syntax, description }) => ({ name: name.toUpperCase(), syntax, description }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** The parameters of a formula that is one LAMBDA, `=LAMBDA(x, y, x*y)` giving ['x', 'y']; undefined otherwise. */
export function lambdaParameters(formula: string): string[] | undefined {
  const tokens = tokenize(formula);
  if (!formula.startsWith('=') || tokens[0]?.kind !== 'function' || tokens[0].value !== 'LAMBDA' || tokens[1]?.kind !== 'lparen') return undefined;
  const args: string[] = [];
  let depth = 0;
  let from = tokens[1].end;
  for (const token of tokens.slice(1)) {
    if (token.kind === 'lparen' || token.kind === 'lbrace') depth += 1;
    else if (token.kind === 'rparen' || token.kind === 'rbrace') depth -= 1;
    if (depth === 1 && (token.kind === 'comma' || token.kind === 'semicolon')) {
      args.push(formula.slice(from, token.start).trim());
      from = token.end;
    }
    if (depth === 0) break;
  }
  return args;
}

/** The formula of a named range's cell when the range is one cell. */
function singleCellFormula(workbook: Workbook, range: NamedRange): string | undefined {
  if (range.invalid || (range.toCellId && range.toCellId !== range.fromCellId)) return undefined;
  const sheet = workbook.sheetsById[range.sheetId];
  const ids = parseCellId(range.fromCellId);
  return sheet && ids ? getCell(sheet, ids.rowId, ids.columnId)?.formula : undefined;
}

/** What a named range offers: a named LAMBDA is called like a function; any other name is a range. */
export function namedCatalogue(workbook: Workbook): { functions: FunctionInfo[]; names: NameInfo[] } {
  const functions: FunctionInfo[] = [];
  const names: NameInfo[] = [];
  for (const range of Object.values(workbook.namedRangesById)) {
    // A named formula stands for its formula; a named LAMBDA formula is called like a function.
    const where = range.formula !== undefined ? `=${range.formula}` : formatRange(workbook, range);
    const formula = range.formula !== undefined ? `=${range.formula}` : singleCellFormula(workbook, range);
    const parameters = formula === undefined ? undefined : lambdaParameters(formula);
    if (parameters) {
      functions.push({ name: range.name, syntax: `${range.name}(${parameters.join(', ')})`, description: range.formula !== undefined ? 'Named LAMBDA (a named formula).' : `Named LAMBDA in ${where}.` });
    } else names.push({ name: range.name, range: where });
  }
  return { functions, names };
}

/** The parameters a user function's script declares for it (`function TAX(rate, amount)`), if it is found. */
function scriptParameters(fn: UserFunction): string | undefined {
  const escaped = fn.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`function\\s+${escaped}\\s*\\(([^)]*)\\)`, 'i').exec(fn.text)?.[1];
}

/** The template's user functions, offered like built-ins (upper case, as the engine calls them). */
export function userFunctionInfos(userFunctions: readonly UserFunction[]): FunctionInfo[] {
  return userFunctions.map((fn) => {
    const parameters = scriptParameters(fn);
    const name = fn.name.toUpperCase();
    return { name, syntax: `${name}(${parameters === undefined ? '...' : parameters.split(',').map((p) => p.trim()).filter(Boolean).join(', ')})`, description: 'A user function of this template.' };
  });
}
