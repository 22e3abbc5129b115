import { sheetSpanPrefix, tokenize } from '../../formulas/parser/index.js';

/**
 * 3D references as Excel writes them: the span quoted only when a sheet name needs it (`Jan:Mar!B2`,
 * not `'Jan:Mar'!B2`). Both forms are Excel's; LibreOffice reads only the plain one of plain names.
 */
export function plainSheetSpans(formula: string): string {
  if (!formula.includes("'")) return formula;
  let out = '';
  let last = 0;
  for (const token of tokenize(formula)) {
    if (token.kind !== 'ref3d' || formula[token.start] !== "'") continue;
    const text = formula.slice(token.start, token.end);
    const span = sheetSpanPrefix(token.ref!.sheet!, token.ref!.lastSheet!) + text.slice(text.lastIndexOf('!') + 1);
    out += formula.slice(last, token.start) + span;
    last = token.end;
  }
  return last === 0 ? formula : out + formula.slice(last);
}
