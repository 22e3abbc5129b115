import { parseTokens, tokenize, type RefPoint, type Token } from '../parser/index.js';
import { FormulaError } from '../values.js';
import { Compiler } from './compile.js';
import type { Runtime } from './runtime.js';
import { keepLastKey, lastKey, lastLiterals, readFastKey, sameAsLastKey, type KeptKey } from './fast-key.js';
import type { Shape } from './sheet-data.js';

/** A shape known by a simple formula's fast key; several keys may share a hash (`next`). */
interface FastShape {
  readonly key: KeptKey;
  /** Undefined when the formula could not take its literals as parameters: it is compiled plain. */
  readonly shape: Shape | undefined;
  readonly next: FastShape | undefined;
}

const DYNAMIC = new Set(['INDIRECT', 'OFFSET']);
const HIDING = new Set(['HIDEROW', 'HIDECOL', 'HIDEROWANDCOL']);
const POSITIONAL = new Set(['ROW', 'COLUMN', 'CELL', 'SHEET', 'SHEETS', 'RANGELINK']);

function pointKey(p: RefPoint, row: number, col: number): string {
  const r = p.row === undefined ? '' : p.rowAbsolute ? `R${p.row}` : `r${p.row - row}`;
  const c = p.col === undefined ? '' : p.colAbsolute ? `C${p.col}` : `c${p.col - col}`;
  return r + c;
}

/** The text of a formula with its references made relative to (row, col): the shape's cache key. */
export function shapeKey(tokens: readonly Token[], row: number, col: number): string {
  let key = 'S';
  for (const t of tokens) {
    if (t.spaced) key += ' '; // `A1 B1` (an intersection) is not `(A1)(B1)`
    if (t.kind === 'ref' || t.kind === 'ref3d') {
      const ref = t.ref!;
      const sheets = ref.lastSheet === undefined ? ref.sheet : `${ref.sheet}:${ref.lastSheet}`;
      key += `\u0001${sheets === undefined ? '' : `${sheets.toLowerCase()}!`}${pointKey(ref.from, row, col)}`;
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
  return { evaluate: () => error, refs: [], cubes: [], qualified: false, names: [], structured: [], volatile: false, usesInput: false, hides: false, keepsEmpty: false, positional: false, broken: false };
}

/**
 * Compiles formula tokens read at (row, col). With `literals`, number literals are read from the cell
 * (undefined is returned when the formula's literals are not exactly those: the caller compiles plain).
 */
export function compileShape(rt: Runtime, tokens: readonly Token[], row: number, col: number, literals?: readonly number[]): Shape | undefined {
  const parsed = parseTokens(tokens);
  if (!parsed.ok) return errorShape(new FormulaError(unreadableCode(rt), parsed.message));
  if (tokens.some((t) => t.kind === 'external')) return externalShape(rt);
  const compiler = new Compiler(rt, row, col, literals);
  const compiled = compiler.compile(parsed.ast);
  if (literals && compiler.literalCount !== literals.length) return undefined;
  const { refs, cubes, names, functions, structured } = compiler.info;
  const volatile = callsVolatile(rt, functions);
  return {
    evaluate: compiled,
    refs,
    cubes,
    qualified: cubes.length > 0 || refs.some((r) => r.sheet !== undefined),
    names: [...names],
    structured,
    volatile,
    usesInput: functions.has('INPUT'),
    hides: [...functions].some((f) => HIDING.has(f)),
    keepsEmpty: [...functions].some((f) => rt.functions.get(f)?.category === 'product'),
    positional: [...functions].some((f) => POSITIONAL.has(f)),
    broken: tokens.some((t) => t.kind === 'error' && t.code === '#REF!'),
    literals,
  };
}

/** Some of the functions (upper-case) is volatile, or reads references made at run time (INDIRECT, OFFSET). */
export function callsVolatile(rt: Runtime, functions: Iterable<string>): boolean {
  for (const name of functions) if (DYNAMIC.has(name) || rt.functions.get(name)?.volatile) return true;
  return false;
}

/**
 * The error of a formula the parser cannot read: #ERROR! in templates made here; in a book from Excel,
 * whose formulas Excel read, Excel's #NAME? (what it gives text it cannot read as a name or function).
 */
export function unreadableCode(rt: Runtime): '#NAME?' | '#ERROR!' {
  return rt.excelErrors ? '#NAME?' : '#ERROR!';
}

/**
 * A formula reading another workbook (`=[1]Feuil8!A1*2`): that book is not here, so the formula keeps
 * the value Excel cached for it (as Excel shows it until its links are updated), #REF! without one.
 */
function externalShape(rt: Runtime): Shape {
  const missing = new FormulaError('#REF!', 'The value comes from another workbook, which is not here');
  return { ...errorShape(missing), evaluate: (cell) => rt.cachedValue(cell) ?? missing };
}

/** Two lists of number literals are the same (NaN and -0 as themselves). */
export function sameNumbers(a: readonly number[] | undefined, b: readonly number[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

/** Shapes of one engine by key. */
export class ShapeCache {
  /** Shapes by token key ('S...'), for formulas the fast key does not read. */
  private readonly shapes = new Map<string, Shape>();
  /** Shapes by fast key, found by the key's hash (the key is read without building a string). */
  private readonly fast = new Map<number, FastShape>();
  /** The number literals of the last formula shapeOf read, when they differ from its shape's. */
  literals: readonly number[] | undefined = undefined;
  /** Some shape compiled since the last clear has a 3D reference (engine.ts loads again when sheets change). */
  cubes = false;
  constructor(private readonly rt: Runtime) {}

  /**
   * The shape of formula text at (row, col); the cell's own literals, when they differ from it, are
   * left in `literals` (no object per formula: a load reads 100k). Only a known simple shape is found
   * here; compiling is another method, so that this one stays small enough for TurboFan to inline into
   * a load's putContent with everything else it calls (see DESIGN-NOTES, "W1 build").
   */
  shapeOf(text: string, row: number, col: number): Shape {
    const known = readFastKey(text, row, col) ? this.knownShape(text) : undefined;
    if (known === undefined) return this.compiledShapeOf(text, row, col);
    this.literals = sameNumbers(known.literals, lastLiterals) ? undefined : lastLiterals.slice();
    return known;
  }

  /** The entry of the fast key just read (from `text`), if any. */
  private knownFast(text: string): FastShape | undefined {
    let e = this.fast.get(lastKey.hash);
    while (e !== undefined && !sameAsLastKey(text, e.key)) e = e.next;
    return e;
  }

  private knownShape(text: string): Shape | undefined {
    return this.knownFast(text)?.shape;
  }

  /** A shape met for the first time (or a formula the fast key does not read): compiled and kept. */
  private compiledShapeOf(text: string, row: number, col: number): Shape {
    if (lastKey.simple && this.knownFast(text) === undefined) {
      const hash = lastKey.hash;
      const key = keepLastKey(text);
      const literals = lastLiterals.slice();
      const shape = compileShape(this.rt, tokenize(text), row, col, literals);
      this.fast.set(hash, { key, shape, next: this.fast.get(hash) });
      this.literals = undefined;
      if (shape) return shape;
    }
    const tokens = tokenize(text);
    const key = shapeKey(tokens, row, col);
    let shape = this.shapes.get(key);
    if (shape === undefined) {
      shape = compileShape(this.rt, tokens, row, col)!;
      this.shapes.set(key, shape);
      if (shape.cubes.length > 0) this.cubes = true;
    }
    this.literals = undefined;
    return shape;
  }

  clear(): void {
    this.shapes.clear();
    this.fast.clear();
    this.cubes = false;
  }
}
