import { scanReferences } from './references.js';

const IDENT = /[A-Za-z_\\\u00A1-\uFFFF][\w.\u00A1-\uFFFF]*/y;

/**
 * Spans of the names a formula uses (named ranges): identifiers outside strings that are not
 * references, function calls, sheet prefixes, booleans or error literals.
 */
export function scanNames(formula: string): { start: number; end: number; name: string }[] {
  const refs = scanReferences(formula);
  const found: { start: number; end: number; name: string }[] = [];
  let r = 0;
  let i = 0;
  while (i < formula.length) {
    while (r < refs.length && refs[r].end <= i) r++;
    if (r < refs.length && refs[r].start === i) {
      i = refs[r].end;
      continue;
    }
    if (formula[i] === '"' || formula[i] === "'") {
      i = skipQuoted(formula, i, formula[i]);
      continue;
    }
    IDENT.lastIndex = i;
    const match = IDENT.exec(formula);
    if (!match) {
      i += /[0-9]/.test(formula[i]) ? skipDigits(formula, i) : 1;
      continue;
    }
    const end = i + match[0].length;
    if (isName(formula, i, end)) found.push({ start: i, end, name: match[0] });
    i = end;
  }
  return found;
}

function isName(formula: string, start: number, end: number): boolean {
  const before = formula[start - 1];
  if (before === '#' || before === '!') return false;
  const after = formula.slice(end).trimStart()[0];
  if (after === '(' || formula[end] === '!') return false;
  return !/^(TRUE|FALSE)$/i.test(formula.slice(start, end));
}

function skipQuoted(text: string, at: number, quote: string): number {
  let i = at + 1;
  while (i < text.length) {
    if (text[i] === quote) {
      if (text[i + 1] === quote) i += 2;
      else return i + 1;
    } else i++;
  }
  return i;
}

function skipDigits(text: string, at: number): number {
  const match = /[0-9.]+(?:[eE][+-]?[0-9]+)?/y;
  match.lastIndex = at;
  return match.exec(text)?.[0].length ?? 1;
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
