import { parseTokens, tokenize, type RefPoint, type Token } from '../parser/index.js';
import { FormulaError } from '../values.js';
import { Compiler, type Evaluator } from './compile.js';
import type { RefDesc } from './refs.js';
import type { Runtime } from './runtime.js';
import { fastShapeKey } from './fast-key.js';

/**
 * A compiled formula, shared by every cell whose formula has the same relative shape: `=A1+1` in B1
 * and `=A2+1` in B2 are one shape (R[0]C[-1]+1), compiled once.
 */
export interface Shape {
  readonly evaluate: Evaluator;
  readonly refs: readonly RefDesc[];
  /** Some reference names a sheet. */
  readonly qualified: boolean;
  /** Named ranges the formula reads (upper-case). */
  readonly names: readonly string[];
  /** Recomputed on every recalculation: volatile functions, and INDIRECT/OFFSET whose references are dynamic. */
  readonly volatile: boolean;
  /** Calls INPUT: recomputed when the input changes. */
  readonly usesInput: boolean;
  /** Calls HIDEROW/HIDECOL/HIDEROWANDCOL. */
  readonly hides: boolean;
}

const DYNAMIC = new Set(['INDIRECT', 'OFFSET']);
const HIDING = new Set(['HIDEROW', 'HIDECOL', 'HIDEROWANDCOL']);

function pointKey(p: RefPoint, row: number, col: number): string {
  const r = p.row === undefined ? '' : p.rowAbsolute ? `R${p.row}` : `r${p.row - row}`;
  const c = p.col === undefined ? '' : p.colAbsolute ? `C${p.col}` : `c${p.col - col}`;
  return r + c;
}

/** The text of a formula with its references made relative to (row, col): the shape's cache key. */
export function shapeKey(tokens: readonly Token[], row: number, col: number): string {
  let key = 'S';
  for (const t of tokens) {
    if (t.kind === 'ref') {
      const ref = t.ref!;
      key += `\u0001${ref.sheet === undefined ? '' : `${ref.sheet.toLowerCase()}!`}${pointKey(ref.from, row, col)}`;
      if (ref.to) key += `:${pointKey(ref.to, row, col)}`;
    } else if (t.kind === 'function') {
      key += `\u0001${t.value as string}(`;
    } else {
      key += `\u0001${t.text}`;
    }
  }
  return key;
}

function errorShape(error: FormulaError): Shape {
  return { evaluate: () => error, refs: [], qualified: false, names: [], volatile: false, usesInput: false, hides: false };
}

/** Compiles formula tokens read at (row, col). */
export function compileShape(rt: Runtime, tokens: readonly Token[], row: number, col: number): Shape {
  const parsed = parseTokens(tokens);
  if (!parsed.ok) return errorShape(new FormulaError('#ERROR!', parsed.message));
  const compiler = new Compiler(rt, row, col);
  const compiled = compiler.compile(parsed.ast);
  // A formula that is only a reference shows an empty cell as 0, as Excel does.
  let top = parsed.ast;
  while (top.type === 'paren') top = top.inner;
  const evaluate: Evaluator = top.type === 'cell' || top.type === 'name'
    ? (cell, env) => { const v = compiled(cell, env); return v === null ? 0 : v; }
    : compiled;
  const { refs, names, functions } = compiler.info;
  let volatile = false;
  for (const name of functions) {
    if (DYNAMIC.has(name) || rt.functions.get(name)?.volatile) volatile = true;
  }
  return {
    evaluate,
    refs,
    qualified: refs.some((r) => r.sheet !== undefined),
    names: [...names],
    volatile,
    usesInput: functions.has('INPUT'),
    hides: [...functions].some((f) => HIDING.has(f)),
  };
}

/** Shapes of one engine by key. */
export class ShapeCache {
  private readonly shapes = new Map<string, Shape>();
  constructor(private readonly rt: Runtime) {}

  /** The shape of formula text at (row, col); also the tokens when the text had to be read. */
  shapeOf(text: string, row: number, col: number): Shape {
    const fast = fastShapeKey(text, row, col);
    if (fast !== undefined) {
      const known = this.shapes.get(fast);
      if (known) return known;
    }
    const tokens = tokenize(text);
    const key = fast ?? shapeKey(tokens, row, col);
    let shape = this.shapes.get(key);
    if (shape === undefined) {
      shape = compileShape(this.rt, tokens, row, col);
      this.shapes.set(key, shape);
    }
    return shape;
  }

  clear(): void {
    this.shapes.clear();
  }
}
