import { KERNEL, type PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/model/index.js';
import { formulaAdjuster } from './adjust/index.js';
import { formulaRebase } from './adjust/formula-rebase.js';
import { builtinFunctions } from './functions/index.js';
import { productFunctions } from './product-functions/index.js';

/** Every function formulas can call: the standard library, then the engine-tied product functions. */
export const allFunctions = [...builtinFunctions, ...productFunctions];
const FUNCTION_NAMES: ReadonlySet<string> = new Set(allFunctions.map((definition) => definition.name.toUpperCase()));
/** Whether `name` (upper case) is a function of every host: a call of it is no named range's LAMBDA. */
export const isFunctionName = (name: string): boolean => FUNCTION_NAMES.has(name);

/**
 * The formula plugin: parser, engine and functions (host-neutral), and the adjuster that rewrites
 * references when rows, columns, cells or sheets move. The engine is created per workbook by whoever
 * evaluates it (editor, server, CLI): `new Engine()` then `loadWorkbook`, `applyDocumentChange` from
 * the command bus's `executed$`, `setInput` for a new input.
 */
export const formulasPlugin: PluginManifest<Workbook> = {
  id: 'formulas',
  dependsOn: ['workbook'],
  functions: allFunctions,
  adjusters: [formulaAdjuster],
  register(host) {
    // Co-editing: commands' rebase hooks rewrite formula texts typed concurrently with a structural change.
    if (!host.services.has(KERNEL.FormulaRebase)) host.services.provide(KERNEL.FormulaRebase, formulaRebase(isFunctionName));
  },
};

export { Engine, isEngineContext, markIncremental, type ChangedCell, type ChangedCells, type CellContent, type DetachedFormula, type FormulaProbe, type EngineCallContext, type EngineOptions, type IncrementalMemo, type NameResolver, type NamedArea } from './engine/index.js';
export { parseFormula, tokenize, toFormulaText, type AstNode, type ParseResult, type Token } from './parser/index.js';
export { isFormula } from './is-formula.js';
export { assembledFunctions, withAssembledFunctions, type AssembledPlugin, type OwnEngineOptions } from './assembled-functions.js';
export * from './values.js';
// Building blocks other plugins show and match values with.
export { displayText } from './number-format/display-text.js';
export { splitSections } from './number-format/pattern-scan.js';
export { numberToText } from './coerce.js';
export { boundedRegex } from './bounded-regex/bounded-regex.js';
export { capped } from './functions/text/limits.js';
export { readPath } from './product-functions/json-path.js';
export type * from './function-definition.js';
export { EvaluationLog, renderLog, type LogEntry, type LogKind, type LogViewOptions } from './log/index.js';
export { dependencyTree, dependentsTree, formatTree, TREE_MESSAGES, type CellTree, type TreeNode } from './trees/index.js';
