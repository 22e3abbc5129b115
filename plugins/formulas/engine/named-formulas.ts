import { parseTokens, tokenize, type RefPoint, type Token } from '../parser/index.js';
import { FormulaError, type Value } from '../values.js';
import { Compiler } from './compile.js';
import type { CubeDesc, RefDesc } from './refs.js';
import type { Runtime } from './runtime.js';
import { callsVolatile, unreadableCode } from './shape.js';
import type { Evaluator, FormulaCell } from './sheet-data.js';

/**
 * A name that stands for a formula rather than a range (Excel's defined names such as `rate = 0.2`,
 * `last = OFFSET($A$1,COUNTA($A:$A)-1,0)`, `week = LAMBDA(...)`). It is computed where it is used: its
 * references are read from the using cell, as Excel reads them.
 */
export class NamedFormula {
  private compiled: CompiledName | undefined;
  /** Being computed: reading the name again from inside itself is a circular reference. */
  private evaluating = false;
  constructor(readonly text: string) {}

  /** Compiled on first use: a book may define names it never uses. */
  compiledFor(rt: Runtime): CompiledName {
    return (this.compiled ??= compileNamedFormula(rt, this.text));
  }

  valueAt(rt: Runtime, cell: FormulaCell): Value {
    if (this.evaluating) return CIRCULAR_NAME;
    const { evaluate } = this.compiledFor(rt);
    this.evaluating = true;
    try {
      return evaluate(cell, undefined);
    } finally {
      this.evaluating = false;
    }
  }
}

/** What the graph and the engine need of a named formula: what it reads from a using cell, and whether it is volatile. */
export interface CompiledName {
  readonly evaluate: Evaluator;
  /** References as offsets from the using cell (or absolute); `sheet` undefined reads the using cell's sheet. */
  readonly refs: readonly RefDesc[];
  readonly cubes: readonly CubeDesc[];
  /** Other names it reads (upper-case). */
  readonly names: readonly string[];
  readonly volatile: boolean;
}

const CIRCULAR_NAME = new FormulaError('#REF!', 'The name refers to itself');

/** Excel's sheet size, around which a defined name's relative references wrap. */
const EXCEL_ROWS = 1_048_576;
const EXCEL_COLUMNS = 16_384;

function compileNamedFormula(rt: Runtime, text: string): CompiledName {
  const parsed = parseTokens(tokenize(text).map(nearestOffsets));
  if (!parsed.ok) {
    const error = new FormulaError(unreadableCode(rt), parsed.message);
    return { evaluate: () => error, refs: [], cubes: [], names: [], volatile: false };
  }
  // Compiled as if in A1: a relative reference is an offset from the cell that uses the name.
  const compiler = new Compiler(rt, 0, 0);
  const evaluate = compiler.compile(parsed.ast, 'ref');
  const { refs, cubes, names, functions } = compiler.info;
  return { evaluate, refs, cubes, names: [...names], volatile: callsVolatile(rt, functions) };
}

/**
 * Files store a name's relative references as seen from A1, wrapping around the sheet's edges: "the
 * cell to the left", defined from B1, is `XFD1`. Past half the sheet, a coordinate is the offset the
 * other way (XFD is one column left), so the name reads the same cells from any using cell.
 */
function nearestOffsets(token: Token): Token {
  if ((token.kind !== 'ref' && token.kind !== 'ref3d') || !token.ref) return token;
  const { from, to } = token.ref;
  return { ...token, ref: { ...token.ref, from: nearest(from), ...(to ? { to: nearest(to) } : {}) } };
}

function nearest(point: RefPoint): RefPoint {
  const row = point.row !== undefined && !point.rowAbsolute && point.row >= EXCEL_ROWS / 2 ? point.row - EXCEL_ROWS : point.row;
  const col = point.col !== undefined && !point.colAbsolute && point.col >= EXCEL_COLUMNS / 2 ? point.col - EXCEL_COLUMNS : point.col;
  return row === point.row && col === point.col ? point : { ...point, row, col };
}
