import type { StructuralChange } from '../../../kernel/index.js';
import { sheetSpanPrefix, tokenize, type Token } from '../parser/index.js';
import { REF_ERROR, type FormulaScope } from './formula-scope.js';

/**
 * 3D references (`Jan:Dec!B2`) after a sheet is renamed or deleted, as Excel adjusts them: a renamed end
 * is written with its new name; a deleted end gives way to the next sheet of the span inward; a span
 * whose sheets are all deleted is #REF!. Sheets inserted or moved between the ends change no text (they
 * count by tab order), and row or column changes of one sheet leave the span's area as written (it names
 * the same cells of every sheet).
 */
export function rewriteSpans(formula: string, scope: FormulaScope, change: StructuralChange): string {
  if ((change.kind !== 'rename-sheet' && change.kind !== 'delete-sheet') || !formula.includes(':')) return formula;
  let out = '';
  let last = 0;
  for (const token of tokenize(formula)) {
    if (token.kind !== 'ref3d') continue;
    const replacement = rewriteSpan(formula, token, scope, change);
    if (replacement === undefined) continue;
    out += formula.slice(last, token.start) + replacement;
    last = token.end;
  }
  return last === 0 ? formula : out + formula.slice(last);
}

function rewriteSpan(formula: string, token: Token, scope: FormulaScope, change: StructuralChange): string | undefined {
  const first = token.ref!.sheet!;
  const last = token.ref!.lastSheet!;
  const ends = [scope.sheetIdByName(first), scope.sheetIdByName(last)];
  if (!ends.includes(change.sheetId)) return undefined;
  const text = formula.slice(token.start, token.end);
  const area = text.slice(text.lastIndexOf('!') + 1);
  if (change.kind === 'rename-sheet') {
    return sheetSpanPrefix(ends[0] === change.sheetId ? change.to : first, ends[1] === change.sheetId ? change.to : last) + area;
  }
  const order = scope.sheetOrder ?? [];
  const [from, to] = ends.map((id) => order.findIndex((sheet) => sheet.id === id));
  if (from < 0 || to < 0) return REF_ERROR;
  const kept = order.slice(Math.min(from, to), Math.max(from, to) + 1).filter((sheet) => sheet.id !== change.sheetId);
  if (kept.length === 0) return REF_ERROR;
  return sheetSpanPrefix(kept[0].name, kept[kept.length - 1].name) + area;
}
