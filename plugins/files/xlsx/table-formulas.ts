import { structuredText, tokenize } from '../../formulas/parser/index.js';
import { withFutureFunctionPrefixes } from './future-functions.js';

/**
 * A formula (without its '=') as Excel stores it: structured references in their full form, the table
 * always named (`[@Qty]` in table Sales is `Sales[[#This Row],[Qty]]`), then the newer functions
 * prefixed. The references are set aside while prefixing: their column names may hold '@', quotes
 * and parentheses that the prefixing would take for operators.
 */
export function formulaForExcel(formula: string, table: string | undefined): string {
  if (!formula.includes('[')) return withFutureFunctionPrefixes(formula);
  const references: string[] = [];
  let masked = '';
  let last = 0;
  for (const token of tokenize(formula)) {
    if (token.kind !== 'structured') continue;
    masked += `${formula.slice(last, token.start)}${placeholder(references.length)}`;
    references.push(table === undefined && token.structured!.table === undefined ? token.text : structuredText(token.structured!, { table: table ?? '' }));
    last = token.end;
  }
  if (references.length === 0) return withFutureFunctionPrefixes(formula);
  masked += formula.slice(last);
  return withFutureFunctionPrefixes(masked).replace(PLACEHOLDER, (_, index: string) => references[Number(index)]);
}

/** A name-like stand-in no formula holds and no prefixing changes. */
const placeholder = (index: number) => `__gridcast_table_ref_${index}__`;
const PLACEHOLDER = /__gridcast_table_ref_(\d+)__/g;
