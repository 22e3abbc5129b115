/**
 * The formula parser: tokenize, parse to a syntax tree, write back. Reference nodes carry their sheet
 * name as written, zero-based row/col, `$` flags and their offsets in the text, so the structural
 * adjuster can rewrite them (either by splicing the text at `start`/`end`, or through toFormulaText).
 */
export type * from './ast.js';
export type * from './tokens.js';
export { tokenize } from './tokenizer.js';
export { parseFormula, parseTokens, type ParseResult } from './parser.js';
export { toFormulaText, sheetPrefix, sheetSpanPrefix, refPointText, columnName } from './serialize.js';
export { walkAst, childrenOf, astHeight } from './ast-walk.js';
export { bindingName, callsNamedLambda, isBindingArgument, namesBoundFor, slotInScope, walkScoped, type NameScope } from './name-scope.js';
export { normalizeFormulaText } from './normalize.js';
export { escapeColumnName, readStructured, structuredText, type StructuredRef, type TableItem } from './structured.js';
export { r1c1ToA1 } from './r1c1.js';
export { MAX_ROWS, MAX_COLS, MAX_DEPTH } from './limits.js';
