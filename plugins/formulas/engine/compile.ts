import type { AstNode, CallNode, CellNode, RangeNode, StructuredRef } from '../parser/index.js';
import { MAX_COLS, MAX_ROWS, slotInScope } from '../parser/index.js';
import type { FunctionDefinition, Thunk } from '../function-definition.js';
import { ArrayValue, ERRORS, FormulaError, isMatrix, isRangeRef, type Value } from '../values.js';
import { callEager } from './call.js';
import { compileBinary } from './fast-ops.js';
import { negate, percent, plus } from './operators.js';
import { coordOf, cubeDesc, type CubeDesc, descFromPoints, type RefDesc } from './refs.js';
import type { Runtime } from './runtime.js';
import type { Env, Evaluator, FormulaCell, SheetData } from './sheet-data.js';
import type { Mode, NodeCompiler, Scope } from './compile-types.js';
import { compileLet } from './let.js';
import { unionOfRefs } from './union.js';
import { intersectRefs, uniteRefs } from './reference-operators.js';
import { AreaList } from '../areas.js';
import { implicitIntersection } from './implicit-intersection.js';
import { compileArguments, compileIsOmitted, compileLambda, functionAsLambda, invoke } from './lambda.js';
import { Lambda, OMITTED } from '../lambda-value.js';
import { CUBE_OUT_OF_PLACE, cubeEvaluator, THREE_D_FUNCTIONS } from './cubes.js';
import { TABLE_READER } from './structured-area.js';

/** Another workbook's cell read inside an expression the engine computes (a named formula): not here. */
const EXTERNAL = new FormulaError('#REF!', 'The value comes from another workbook, which is not here');

/** What a compiled shape needs besides its evaluator: static references, names, function names. */
export interface CompileInfo {
  readonly refs: RefDesc[];
  /** 3D references read by an aggregate (others are #VALUE! and read nothing). */
  readonly cubes: CubeDesc[];
  readonly names: Set<string>;
  readonly functions: Set<string>;
  /** Structured references to tables, resolved per cell when linked and evaluated. */
  readonly structured: StructuredRef[];
}

export class Compiler implements NodeCompiler {
  readonly info: CompileInfo = { refs: [], cubes: [], names: new Set(), functions: new Set(), structured: [] };
  /** Number literals met so far (in text order, which is compile order). */
  literalCount = 0;
  /** Lazy calls met so far: the evaluation log tells call sites of one formula apart by this number. */
  private lazySites = 0;
  constructor(
    private readonly rt: Runtime,
    /** The cell the formula text was read at: relative references are offsets from it. */
    private readonly row: number,
    private readonly col: number,
    /** Number literals are read from the cell (FormulaCell.literals), these values by default. */
    private readonly literals?: readonly number[],
  ) {}

  compile(node: AstNode, mode: Mode = 'value', scope?: Scope): Evaluator {
    switch (node.type) {
      case 'number': return this.number(node.value);
      case 'string': case 'boolean': { const v = node.value; return () => v; }
      case 'error': { const e = new FormulaError(node.code); return () => e; }
      case 'empty': return () => null;
      case 'array': { const a = new ArrayValue(node.rows); return () => a; }
      case 'paren': return this.compile(node.inner, mode, scope);
      case 'cell': return this.cell(node, mode);
      case 'range': return this.range(node);
      case 'name': return this.name(node.name, scope);
      case 'ref3d': return () => CUBE_OUT_OF_PLACE;
      case 'external': return () => EXTERNAL;
      case 'structured': return this.structured(node.ref);
      case 'unary': {
        if (node.op === '@') {
          const target = this.compile(node.operand, 'ref', scope);
          return (cell, env) => implicitIntersection(target(cell, env), cell.row, cell.col);
        }
        const operand = this.compile(node.operand, 'value', scope);
        const f = node.op === '-' ? negate : plus;
        return (cell, env) => f(operand(cell, env));
      }
      case 'percent': {
        const operand = this.compile(node.operand, 'value', scope);
        return (cell, env) => percent(operand(cell, env));
      }
      case 'binary': {
        if (node.op === ':') return this.union(node.left, node.right, scope);
        if (node.op === ' ' || node.op === ',') return this.referenceOperator(node.op, node.left, node.right, mode, scope);
        const left = this.compile(node.left, 'value', scope);
        const right = this.compile(node.right, 'value', scope);
        return compileBinary(node.op, left, right);
      }
      case 'call': return this.call(node, scope);
      case 'spill': return this.spill(node.anchor);
      case 'invoke': {
        const callee = this.compile(node.callee, 'ref', scope);
        const args = compileArguments(this, node.args, scope);
        return (cell, env) => invoke(callee(cell, env), args, cell, env);
      }
    }
  }

  /** A LET name or LAMBDA parameter as bound (ISOMITTED sees a blank argument); anything else compiled. */
  compileRaw(node: AstNode, scope: Scope | undefined): Evaluator {
    const slot = node.type === 'name' ? slotInScope(node.name, scope) : undefined;
    if (!slot) return this.compile(node, 'ref', scope);
    const { depth, index } = slot;
    return (_cell, env) => {
      let e = env;
      for (let i = 0; i < depth && e; i++) e = e.parent;
      return e?.values[index] as Value;
    };
  }

  private number(value: number): Evaluator {
    const k = this.literalCount++;
    if (!this.literals) return () => value;
    const fallback = this.literals[k] ?? value;
    return (cell) => {
      const own = cell.literals;
      return own === undefined ? fallback : own[k];
    };
  }

  private sheetOf(name: string | undefined): (cell: FormulaCell) => SheetData | undefined {
    if (name === undefined) return (cell) => cell.sheet;
    const lower = name.toLowerCase();
    const rt = this.rt;
    return () => rt.sheetByName(lower);
  }

  private cell(node: CellNode, mode: Mode): Evaluator {
    const { ref } = node;
    this.info.refs.push(descFromPoints(node.sheet, ref, ref, this.row, this.col));
    const r = coordOf(ref.row, ref.rowAbsolute, this.row, 0);
    const c = coordOf(ref.col, ref.colAbsolute, this.col, 0);
    const rt = this.rt;
    const sheetOf = this.sheetOf(node.sheet);
    const rowAbs = r.absolute, rn = r.n, colAbs = c.absolute, cn = c.n;
    if (mode === 'ref') {
      return (cell) => {
        const sheet = sheetOf(cell);
        const row = rowAbs ? rn : cell.row + rn;
        const col = colAbs ? cn : cell.col + cn;
        if (!sheet || row < 0 || col < 0 || row >= MAX_ROWS || col >= MAX_COLS) return ERRORS.REF;
        return rt.range(sheet, row, col, row, col);
      };
    }
    if (node.sheet === undefined) {
      return (cell) => {
        const row = rowAbs ? rn : cell.row + rn;
        const col = colAbs ? cn : cell.col + cn;
        if (row < 0 || col < 0 || row >= MAX_ROWS || col >= MAX_COLS) return ERRORS.REF;
        return rt.read(cell.sheet, row, col);
      };
    }
    return (cell) => {
      const sheet = sheetOf(cell);
      const row = rowAbs ? rn : cell.row + rn;
      const col = colAbs ? cn : cell.col + cn;
      if (!sheet || row < 0 || col < 0 || row >= MAX_ROWS || col >= MAX_COLS) return ERRORS.REF;
      return rt.read(sheet, row, col);
    };
  }

  /**
   * `A1#`: the area A1's formula spills into now. The formula depends on A1, whose evaluation reports
   * a change when its spilled values or size change, so readers follow the spill as it grows or shrinks.
   */
  private spill(anchor: CellNode): Evaluator {
    const { ref } = anchor;
    this.info.refs.push(descFromPoints(anchor.sheet, ref, ref, this.row, this.col));
    const r = coordOf(ref.row, ref.rowAbsolute, this.row, 0);
    const c = coordOf(ref.col, ref.colAbsolute, this.col, 0);
    const rt = this.rt;
    const sheetOf = this.sheetOf(anchor.sheet);
    return (cell) => {
      const sheet = sheetOf(cell);
      const row = r.absolute ? r.n : cell.row + r.n;
      const col = c.absolute ? c.n : cell.col + c.n;
      if (!sheet || row < 0 || col < 0 || row >= MAX_ROWS || col >= MAX_COLS) return ERRORS.REF;
      return rt.spillRange(sheet, row, col);
    };
  }

  private range(node: RangeNode): Evaluator {
    const desc = descFromPoints(node.sheet, node.from, node.to, this.row, this.col);
    this.info.refs.push(desc);
    const rt = this.rt;
    const sheetOf = this.sheetOf(node.sheet);
    const { top, left, bottom, right } = desc;
    if (top.absolute && left.absolute && bottom.absolute && right.absolute) return this.fixedRange(sheetOf, top.n, left.n, bottom.n, right.n);
    return (cell) => {
      const sheet = sheetOf(cell);
      const r1 = top.absolute ? top.n : cell.row + top.n;
      const r2 = bottom.absolute ? bottom.n : cell.row + bottom.n;
      const c1 = left.absolute ? left.n : cell.col + left.n;
      const c2 = right.absolute ? right.n : cell.col + right.n;
      if (!sheet || r1 < 0 || r2 < 0 || c1 < 0 || c2 < 0 || r1 >= MAX_ROWS || r2 >= MAX_ROWS || c1 >= MAX_COLS || c2 >= MAX_COLS) return ERRORS.REF;
      return rt.range(sheet, Math.min(r1, r2), Math.min(c1, c2), Math.max(r1, r2), Math.max(c1, c2));
    };
  }

  /** A range with only absolute coordinates: one SheetRange per sheet, reused (memos find their vertex on it). */
  private fixedRange(sheetOf: (cell: FormulaCell) => SheetData | undefined, r1: number, c1: number, r2: number, c2: number): Evaluator {
    const rt = this.rt;
    let lastSheet: SheetData | undefined;
    let last: Value = ERRORS.REF;
    return (cell) => {
      const sheet = sheetOf(cell);
      if (sheet === lastSheet) {
        if (sheet !== undefined && rt.evalLog !== null) rt.evalLog.readRange(sheet, Math.min(r1, r2), Math.min(c1, c2), Math.max(r1, r2), Math.max(c1, c2));
        return last;
      }
      lastSheet = sheet;
      last = sheet ? rt.range(sheet, Math.min(r1, r2), Math.min(c1, c2), Math.max(r1, r2), Math.max(c1, c2)) : ERRORS.REF;
      return last;
    };
  }

  private name(name: string, scope: Scope | undefined): Evaluator {
    const upper = name.toUpperCase();
    const slot = slotInScope(upper, scope);
    if (slot) {
      const { depth: d, index } = slot;
      return (_cell, env) => {
        let e = env;
        for (let i = 0; i < d && e; i++) e = e.parent;
        const v = e?.values[index];
        return v === undefined ? ERRORS.NAME : v === OMITTED ? null : (v as Value);
      };
    }
    const rt = this.rt;
    this.info.names.add(upper);
    const def = rt.functions.get(upper);
    if (def === undefined || def.category === 'product') return (cell) => rt.nameValue(name, cell);
    // A named range wins over a function of the same name, as in Excel.
    return (cell) => {
      const named = rt.nameValue(name, cell);
      return named instanceof FormulaError && named.code === '#NAME?' ? functionAsLambda(def, rt, cell) : named;
    };
  }

  /** `Sales[Amount]`, `[@Qty]`: the table's cells the reference names now, for this cell's row. */
  private structured(ref: StructuredRef): Evaluator {
    this.info.structured.push(ref);
    this.info.names.add(TABLE_READER);
    const rt = this.rt;
    return (cell) => rt.structuredRange(ref, cell);
  }

  private union(leftNode: AstNode, rightNode: AstNode, scope: Scope | undefined): Evaluator {
    const left = this.compile(leftNode, 'ref', scope);
    const right = this.compile(rightNode, 'ref', scope);
    const rt = this.rt;
    return (cell, env) => unionOfRefs(rt, left(cell, env), right(cell, env));
  }

  /**
   * Intersection (a space) and union (a comma in parentheses) of references. A union is several areas:
   * only functions taking references read it; where a value is wanted (`=(A1,B1)+1`) it is #VALUE!.
   */
  private referenceOperator(op: ' ' | ',', leftNode: AstNode, rightNode: AstNode, mode: Mode, scope: Scope | undefined): Evaluator {
    const left = this.compile(leftNode, 'ref', scope);
    const right = this.compile(rightNode, 'ref', scope);
    const rt = this.rt;
    if (op === ' ') return (cell, env) => intersectRefs(rt, left(cell, env), right(cell, env));
    if (mode === 'ref') return (cell, env) => uniteRefs(rt, left(cell, env), right(cell, env));
    return (cell, env) => {
      const united = uniteRefs(rt, left(cell, env), right(cell, env));
      return united instanceof AreaList ? new FormulaError('#VALUE!', 'A union of references is not a value') : united;
    };
  }

  private call(node: CallNode, scope: Scope | undefined): Evaluator {
    const name = node.name.startsWith('_XLFN.') ? node.name.slice(6) : node.name;
    if (slotInScope(name, scope)) {
      const callee = this.name(name, scope);
      const args = compileArguments(this, node.args, scope);
      return (cell, env) => invoke(callee(cell, env), args, cell, env);
    }
    this.info.functions.add(name);
    if (name === 'LET') return compileLet(this, node, scope);
    if (name === 'LAMBDA') return compileLambda(this, node, scope);
    if (name === 'ISOMITTED') return compileIsOmitted(this, node, scope);
    const def = this.rt.functions.get(name);
    if (!def) return this.namedLambdaCall(name, node, scope);
    if (node.args.length < def.minArgs || node.args.length > def.maxArgs) {
      const error = new FormulaError('#N/A', `Wrong number of arguments to ${name}`);
      for (const arg of node.args) this.compile(arg, 'value', scope);
      return () => error;
    }
    return def.lazy ? this.lazyCall(def, node, scope) : this.eagerCall(def, node, scope);
  }

  /**
   * A call of a name that is no function: a named range whose cell holds a LAMBDA (`=MYFN(2)`), or a
   * named formula that is one (Excel's `week = LAMBDA(...)`, `=week()`), so authors define functions by
   * name. Any other name is #NAME?.
   */
  private namedLambdaCall(name: string, node: CallNode, scope: Scope | undefined): Evaluator {
    this.info.names.add(name);
    const args = compileArguments(this, node.args, scope);
    const rt = this.rt;
    const unknown = new FormulaError('#NAME?', `Unknown function ${name}`);
    return (cell, env) => {
      const target = rt.nameValue(name, cell);
      if (target instanceof Lambda) return invoke(target, args, cell, env);
      if (!isMatrix(target) || target.rows !== 1 || target.cols !== 1) return target instanceof FormulaError && target.code === '#REF!' ? target : unknown;
      const callee = target.get(0, 0);
      return callee instanceof Lambda ? invoke(callee, args, cell, env) : unknown;
    };
  }

  /** A 3D reference given to a function that reads one (THREE_D_FUNCTIONS): its areas; anything else compiled as usual. */
  private argument(def: FunctionDefinition, arg: AstNode, mode: Mode, scope: Scope | undefined): Evaluator {
    let inner = arg;
    while (inner.type === 'paren') inner = inner.inner;
    if (inner.type !== 'ref3d' || !THREE_D_FUNCTIONS.has(def.name.toUpperCase())) return this.compile(arg, mode, scope);
    const cube = cubeDesc(inner, this.row, this.col);
    this.info.cubes.push(cube);
    return cubeEvaluator(this.rt, cube);
  }

  private eagerCall(def: FunctionDefinition & { lazy?: false }, node: CallNode, scope: Scope | undefined): Evaluator {
    const modes = def.args ?? [];
    const args = node.args.map((arg, i) => {
      const mode = modes.length ? modes[Math.min(i, modes.length - 1)] : 'scalar';
      return this.argument(def, arg, mode === 'any' ? 'ref' : 'value', scope);
    });
    const rt = this.rt;
    const n = args.length;
    return (cell, env) => {
      const values: Value[] = new Array(n);
      for (let i = 0; i < n; i++) values[i] = args[i](cell, env);
      return callEager(def, values, rt.context(cell));
    };
  }

  private lazyCall(def: FunctionDefinition & { lazy: true }, node: CallNode, scope: Scope | undefined): Evaluator {
    const args = node.args.map((arg) => this.argument(def, arg, 'ref', scope));
    const rt = this.rt;
    const site = this.lazySites++;
    return (cell, env) => {
      const thunks: Thunk[] = args.map((arg) => makeThunk(arg, cell, env));
      if (rt.evalLog !== null) return rt.evalLog.lazyCall(cell, site, def, thunks, rt.context(cell));
      return def.call(thunks, rt.context(cell));
    };
  }
}

function makeThunk(arg: Evaluator, cell: FormulaCell, env: Env | undefined): Thunk {
  return {
    value: () => arg(cell, env),
    scalar: () => {
      const v = arg(cell, env);
      if (!isMatrix(v)) return v;
      if (v.rows === 1 && v.cols === 1) return v.get(0, 0);
      return isRangeRef(v) || isMatrix(v) ? ERRORS.VALUE : v;
    },
  };
}
