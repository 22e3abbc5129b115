import { MAX_COLS, MAX_ROWS, parseFormula, sheetPrefix, walkAst, type AstNode, type CallNode } from '../parser/index.js';
import { areaText } from '../log/entries.js';

/** What a formula refers to, as read from its text (the dependency tree's children). */
export type FormulaReference =
  | { readonly type: 'area'; readonly sheet: string | undefined; readonly top: number; readonly left: number; readonly bottom: number; readonly right: number; readonly text: string }
  | { readonly type: 'name'; readonly name: string }
  /** A reference the formula holds as `#REF!` (its cells, row, column or sheet were deleted). */
  | { readonly type: 'broken'; readonly text: string };

/** LET and LAMBDA bind names that are not named ranges: `LET(x, 1, x + 1)` reads no name x. */
function letNames(node: CallNode): string[] {
  if (node.name !== 'LET' && node.name !== 'LAMBDA') return [];
  const step = node.name === 'LET' ? 2 : 1;
  const names: string[] = [];
  for (let i = 0; i + 1 < node.args.length; i += step) {
    const arg = node.args[i];
    if (arg.type === 'name') names.push(arg.name.toUpperCase());
  }
  return names;
}

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
 * variables) and `#REF!` references. A formula that does not parse refers to nothing.
 */
export function formulaReferences(formula: string): FormulaReference[] {
  const parsed = parseFormula(formula);
  if (!parsed.ok) return [];
  const out: FormulaReference[] = [];
  const seen = new Set<string>();
  const bound = new Set<string>();
  const add = (ref: FormulaReference, key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    out.push(ref);
  };
  walkAst(parsed.ast, (node) => {
    if (node.type === 'call') for (const name of letNames(node)) bound.add(name);
    const area = areaOf(node);
    if (area && area.type === 'area') add(area, `${area.sheet?.toLowerCase() ?? ''}!${area.top},${area.left},${area.bottom},${area.right}`);
    if (node.type === 'name' && !bound.has(node.name.toUpperCase())) add({ type: 'name', name: node.name }, `name:${node.name.toUpperCase()}`);
  });
  for (const token of parsed.tokens) {
    if (token.kind === 'error' && (token.code ?? token.value) === '#REF!') add({ type: 'broken', text: token.text }, `broken:${token.text}`);
  }
  return out;
}
