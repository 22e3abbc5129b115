import type { StructuralChange } from '../../../kernel/index.js';
import { MAX_COLS, MAX_ROWS } from '../parser/index.js';
import { REF_ERROR, type FormulaScope } from './formula-scope.js';
import { transformRect, type Rect, type Span } from './geometry.js';
import { formatShape, scanReferences, sheetPrefix, type RefEnd, type RefShape, type ReferenceToken } from './references.js';
import { rewriteSpans } from './spans.js';

/**
 * Rewrites a formula's references after a structural change, as Excel does: references follow the
 * cells they point at; references to deleted cells or a deleted sheet become #REF!; a renamed sheet is
 * written with its new name. Text other than references is kept exactly.
 */
export function rewriteFormula(formula: string, scope: FormulaScope, change: StructuralChange): string {
  if (!mayBeAffected(formula, scope, change)) return formula;
  return rewriteSpans(rewriteReferences(formula, scope, change), scope, change);
}

function rewriteReferences(formula: string, scope: FormulaScope, change: StructuralChange): string {
  const tokens = scanReferences(formula);
  if (tokens.length === 0) return formula;
  let out = '';
  let last = 0;
  for (const token of tokens) {
    const replacement = rewriteToken(formula, token, scope, change);
    if (replacement === undefined) continue;
    out += formula.slice(last, token.start) + replacement;
    // A spill reference (`A1#`) to deleted cells is #REF! whole: `#REF!#` would not parse.
    last = replacement === REF_ERROR && formula[token.end] === '#' ? token.end + 1 : token.end;
  }
  return last === 0 ? formula : out + formula.slice(last);
}

/** Cheap test: a change on another sheet only reaches formulas that name a sheet. */
function mayBeAffected(formula: string, scope: FormulaScope, change: StructuralChange): boolean {
  if (change.kind === 'rename-sheet' || change.kind === 'delete-sheet') return formula.includes('!');
  return change.sheetId === scope.ownSheetId || formula.includes('!');
}

/** The new text of one reference, or undefined when it stays as written. */
function rewriteToken(formula: string, token: ReferenceToken, scope: FormulaScope, change: StructuralChange): string | undefined {
  const target = token.sheet === undefined ? scope.ownSheetId : scope.sheetIdByName(token.sheet);
  if (target !== change.sheetId) return undefined;
  if (change.kind === 'rename-sheet') {
    return token.sheet === undefined ? undefined : sheetPrefix(change.to) + bodyText(formula, token);
  }
  if (change.kind === 'delete-sheet') return token.sheet === undefined ? undefined : REF_ERROR;
  const rect = shapeToRect(token.shape);
  const transformed = transformRect(rect, change);
  const moved = transformed && clipToSheet(transformed);
  if (!moved) return REF_ERROR;
  if (sameRect(rect, moved)) return undefined;
  const prefix = formula.slice(token.start, token.end - bodyText(formula, token).length);
  return prefix + formatShape(rectToShape(token.shape, moved));
}

function bodyText(formula: string, token: ReferenceToken): string {
  const text = formula.slice(token.start, token.end);
  const bang = text.lastIndexOf('!');
  return bang < 0 ? text : text.slice(bang + 1);
}

function span(a: RefEnd, b: RefEnd): { start: number; end: number } {
  return { start: Math.min(a.index, b.index), end: Math.max(a.index, b.index) };
}

export function shapeToRect(shape: RefShape): Rect {
  switch (shape.kind) {
    case 'cell':
      return { rows: span(shape.row, shape.row), cols: span(shape.col, shape.col) };
    case 'area':
      return { rows: span(shape.from.row, shape.to.row), cols: span(shape.from.col, shape.to.col) };
    case 'cols':
      return { cols: span(shape.from, shape.to) };
    case 'rows':
      return { rows: span(shape.from, shape.to) };
  }
}

/** The shape with the rectangle's indices, keeping each end's `$` (ends are put in order). */
function rectToShape(shape: RefShape, rect: Rect): RefShape {
  const at = (end: RefEnd, index: number | undefined): RefEnd => ({ index: index ?? end.index, absolute: end.absolute });
  const rows = rect.rows;
  const cols = rect.cols;
  switch (shape.kind) {
    case 'cell':
      return { kind: 'cell', row: at(shape.row, rows?.start), col: at(shape.col, cols?.start) };
    case 'area':
      return {
        kind: 'area',
        from: { row: at(shape.from.row, rows?.start), col: at(shape.from.col, cols?.start) },
        to: { row: at(shape.to.row, rows?.end), col: at(shape.to.col, cols?.end) },
      };
    case 'cols':
      return { kind: 'cols', from: at(shape.from, cols?.start), to: at(shape.to, cols?.end) };
    case 'rows':
      return { kind: 'rows', from: at(shape.from, rows?.start), to: at(shape.to, rows?.end) };
  }
}

/**
 * Cells pushed past the last row or column a reference can name are lost, as in Excel: a range is cut
 * at the sheet's edge, a reference with nothing left inside it becomes #REF!.
 */
function clipToSheet(rect: Rect): Rect | undefined {
  const clip = (span: Span | undefined, limit: number): Span | undefined | null => {
    if (!span || span.end < limit) return span;
    return span.start >= limit ? null : { start: span.start, end: limit - 1 };
  };
  const rows = clip(rect.rows, MAX_ROWS);
  const cols = clip(rect.cols, MAX_COLS);
  if (rows === null || cols === null) return undefined;
  return rows === rect.rows && cols === rect.cols ? rect : { rows, cols };
}

function sameRect(a: Rect, b: Rect): boolean {
  return a.rows?.start === b.rows?.start && a.rows?.end === b.rows?.end && a.cols?.start === b.cols?.start && a.cols?.end === b.cols?.end;
}
