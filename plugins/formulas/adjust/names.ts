import { tokenize } from '../parser/index.js';

/** Spans of the names a formula uses (named ranges), as the formula tokenizer reads them. */
export function scanNames(formula: string): { start: number; end: number; name: string }[] {
  return tokenize(formula)
    .filter((token) => token.kind === 'name')
    .map((token) => ({ start: token.start, end: token.end, name: token.text }));
}

/**
 * Replaces uses of a named range (case-insensitive) by a new name, or by #REF! when it was deleted.
 */
export function renameInFormula(formula: string, oldName: string, newName: string | undefined): string {
  const lower = oldName.toLowerCase();
  let out = '';
  let last = 0;
  for (const use of scanNames(formula)) {
    if (use.name.toLowerCase() !== lower) continue;
    out += formula.slice(last, use.start) + (newName ?? '#REF!');
    last = use.end;
  }
  return last === 0 ? formula : out + formula.slice(last);
}
