import { MAX_COLS, MAX_ROWS, callsNamedLambda, parseFormula, sheetPrefix, slotInScope, walkScoped, type AstNode, type StructuredRef } from '../parser/index.js';
import { areaText } from '../log/entries.js';

/** What a formula refers to, as read from its text (the dependency tree's children). */
export type FormulaReference =
  | { readonly type: 'area'; readonly sheet: string | undefined; readonly top: number; readonly left: number; readonly bottom: number; readonly right: number; readonly text: string }
  | { readonly type: 'name'; readonly name: string }
  /** A structured reference to a table (`Sales[Amount]`), as written. */
  | { readonly type: 'table'; readonly ref: StructuredRef; readonly text: string }
  /** A reference the formula holds as `#REF!` (its cells, row, column or sheet were deleted). */
  | { readonly type: 'broken'; readonly text: string };

function areaOf(node: AstNode): FormulaReference | undefined {
  if (node.type === 'cell') {
    const { row, col } = node.ref;
    return { type: 'area', sheet: node.sheet, top: row, left: col, bottom: row, right: col, text: `${sheetPrefix(node.sheet)}${areaText(row, col, row, col)}` };
  }
  if (node.type !== 'range') return undefined;
  const r1 = node.from.row ?? 0, r2 = node.to.row ?? MAX_ROWS - 1;
  const c1 = node.from.col ?? 0, c2 = node.to.col ?? MAX_COLS - 1;
  const [top, bottom, left, right] = [Math.min(r1, r2), Math.max(r1, r2), Math.min(c1, c2), Math.max(c1, c2)];
  return { type: 'area', sheet: node.sheet, top, left, bottom, right, text: `${sheetPrefix(node.sheet)}${areaText(top, left, bottom, right)}` };
}

/**
 * The references of a formula in text order, each once: cells and ranges, named ranges (not LET
 * names or LAMBDA parameters where they are in scope: `=LET(x,x+1,x)` reads the named range x in its
 * value) and `#REF!` references. With `isFunction` (the engine's functions, by upper-case name), a
 * call of a name that is no function is the named range holding its LAMBDA (`=MYFN(2)`). A formula
 * that does not parse refers to nothing.
 */
export function formulaReferences(formula: string, isFunction?: (name: string) => boolean): FormulaReference[] {
  const parsed = parseFormula(formula);
  if (!parsed.ok) return [];
  const out: FormulaReference[] = [];
  const seen = new Set<string>();
  const add = (ref: FormulaReference, key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    out.push(ref);
  };
  // A LET name or LAMBDA parameter is no named range where the compiler binds it (name-scope.ts).
  walkScoped(parsed.ast, (node, scope, binding) => {
    const area = areaOf(node);
    if (area && area.type === 'area') add(area, `${area.sheet?.toLowerCase() ?? ''}!${area.top},${area.left},${area.bottom},${area.right}`);
    if (node.type === 'name' && !binding && !slotInScope(node.name, scope)) add({ type: 'name', name: node.name }, `name:${node.name.toUpperCase()}`);
    if (node.type === 'structured') {
      const text = formula.slice(node.start, node.end);
      add({ type: 'table', ref: node.ref, text }, `table:${text.toUpperCase()}`);
    }
    if (node.type === 'call' && isFunction && callsNamedLambda(node.name, scope, isFunction)) {
      const name = formula.slice(node.start, node.end);
      add({ type: 'name', name }, `name:${name.toUpperCase()}`);
    }
  });
  for (const token of parsed.tokens) {
    if (token.kind === 'error' && (token.code ?? token.value) === '#REF!') add({ type: 'broken', text: token.text }, `broken:${token.text}`);
  }
  return out;
}
