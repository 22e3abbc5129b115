import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/model/index.js';

/**
 * Find and replace (host-neutral): `findMatches` lists the cells whose shown text (or formula) matches a
 * query, taken literally unless a bounded regular expression is asked for; `planReplacements` works out a
 * replace-all as the cell contents to set, which the editor applies as one undo step.
 */
export { findMatches, prepareSearch, sheetsToSearch, type ColumnsReader, type FindMatch, type FindResult, type ValueColumn } from './find.js';
export { matcherOf, type Matcher } from './matcher.js';
export * from './messages.js';
export { MAX_MATCHES, MAX_PATTERN_LENGTH, SEARCH_BUDGET_MS, type FindOptions } from './options.js';
export { planReplacements, replacedContent, type Replacement, type SheetReplacements, type SkipCell } from './replace.js';

/** No commands of its own: a replace-all is the workbook's `set-cells`, one per sheet, in one batch. */
export const findPlugin: PluginManifest<Workbook> = { id: 'find', dependsOn: ['workbook', 'formulas', 'locks'] };
