import { parseFormula, tokenize, type AstNode } from '../../formulas/parser/index.js';
import type { FunctionClasses, ParameterClass } from './parameter-classes.js';

/** Where an argument or operand is: one value wanted, a reference taken as is, or an array taken whole. */
type Place = 'value' | 'reference' | 'array';

/** Where `@` goes in a formula, by offsets: always, or before a name when the name is a range of several cells. */
interface Marks {
  readonly always: readonly number[];
  readonly names: readonly number[];
}

const NONE: Marks = { always: [], names: [] };

/** Formulas whose marks are kept, by their text with digits masked, before the cache starts again. */
const CACHE_LIMIT = 20_000;

/**
 * Excel before dynamic arrays computed a formula (other than an array formula) for one value: where a
 * place wanted one value and got several (a range, an array, a function returning either), it silently
 * took the one in the formula's row or column. Excel 365 shows those places with `@`, and Gridcast,
 * which computes as Excel 365 does, needs the `@` written to compute a legacy formula as it was
 * (implicit-intersection.ts). The places follow Excel's parameter classes (parameter-classes.ts): the
 * formula's own result, arguments of value parameters and operands of operators, except inside array
 * parameters; references given to reference parameters stay whole.
 *
 * Formulas filled down a column differ only in their numbers: the marks of one text are kept for the
 * others with the same text once digits are masked (a formula is parsed once per such shape).
 */
export class LegacyIntersections {
  private readonly cache = new Map<string, Marks>();

  constructor(
    private readonly classes: ReadonlyMap<string, FunctionClasses>,
    /** Whether a name is a defined name of a range of several cells. */
    private readonly isAreaName: (name: string) => boolean,
  ) {}

  /** The formula (with its '=') as Excel 365 shows it: `@` where legacy Excel intersected. */
  withIntersections(formula: string): string {
    if (!mayIntersect(formula)) return formula;
    const masked = maskDigits(formula);
    let marks = this.cache.get(masked);
    if (marks === undefined) {
      marks = this.marksOf(formula);
      if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
      this.cache.set(masked, marks === NONE ? NONE : toMasked(formula, marks));
      if (marks === NONE) return formula;
      return insertAts(formula, marks.always, marks.names, this.isAreaName);
    }
    if (marks === NONE) return formula;
    const always = fromMasked(formula, marks.always);
    const names = fromMasked(formula, marks.names);
    return insertAts(formula, always, names, this.isAreaName);
  }

  /**
   * The formula as pre-dynamic-array Excel stores it when its `@`s are exactly those legacy Excel
   * implied (they are then left out, and the formula is a legacy one); undefined when it has others,
   * or needs one it lacks: it is a dynamic-array formula.
   */
  asLegacy(formula: string): string | undefined {
    const bare = withoutAts(formula);
    return this.withIntersections(bare) === formula ? bare : undefined;
  }

  private marksOf(formula: string): Marks {
    const parsed = parseFormula(formula);
    if (!parsed.ok) return NONE;
    const always: number[] = [];
    const names: number[] = [];
    this.visit(parsed.ast, 'value', always, names);
    return always.length === 0 && names.length === 0 ? NONE : { always, names };
  }

  private visit(node: AstNode, place: Place, always: number[], names: number[]): void {
    if (place === 'array') return;
    switch (node.type) {
      case 'range':
        if (place === 'value') always.push(node.start);
        return;
      case 'spill':
        if (place === 'value') always.push(node.anchor.start);
        return;
      case 'name':
        if (place === 'value') names.push(node.start);
        return;
      case 'call':
        return this.visitCall(node, place, always, names);
      case 'binary':
        if (node.op === ':' || node.op === ' ' || node.op === ',') {
          const start = startOf(node);
          if (place === 'value' && start !== undefined) always.push(start);
          return;
        }
        this.visit(node.left, 'value', always, names);
        this.visit(node.right, 'value', always, names);
        return;
      case 'unary':
        // An `@` already written (Excel 365's own) takes what follows as it is.
        if (node.op !== '@') this.visit(node.operand, 'value', always, names);
        return;
      case 'percent':
        return this.visit(node.operand, 'value', always, names);
      case 'paren':
        return this.visit(node.inner, place, always, names);
      default:
        return;
    }
  }

  private visitCall(node: Extract<AstNode, { type: 'call' }>, place: Place, always: number[], names: number[]): void {
    const classes = this.classes.get(node.name);
    // A function Gridcast does not know (a LAMBDA's name, an add-in's): its classes are unknown.
    if (classes === undefined) return;
    if (place === 'value' && returnsSeveral(classes, node)) always.push(node.start);
    node.args.forEach((arg, i) => this.visit(arg, placeOf(classes.classAt(i), place), always, names));
  }
}

function placeOf(parameter: ParameterClass, call: Place): Place {
  return parameter === 'context' ? call : parameter;
}

function returnsSeveral(classes: FunctionClasses, node: Extract<AstNode, { type: 'call' }>): boolean {
  if (classes.several === 'always') return true;
  if (classes.several !== 'reference') return false;
  const first = node.args[0];
  return first !== undefined && (first.type === 'range' || first.type === 'name' || first.type === 'spill' || first.type === 'call');
}

/** The offset a reference expression starts at (its leftmost reference), if known. */
function startOf(node: AstNode): number | undefined {
  switch (node.type) {
    case 'cell': case 'range': case 'name': case 'call': return node.start;
    case 'spill': return node.anchor.start;
    case 'binary': return startOf(node.left);
    default: return undefined;
  }
}

/** Cheap test before anything else: without letters (references, names, calls), ':' (rows) or '#' (spills) no `@` is needed. */
function mayIntersect(formula: string): boolean {
  return /[A-Za-z_\\#:]/.test(formula);
}

function maskDigits(formula: string): string {
  return formula.replace(/[0-9]+/g, '0');
}

/** Offsets in a formula as offsets in its masked text (each run of digits one character). */
function toMasked(formula: string, marks: Marks): Marks {
  const map = maskedOffsets(formula);
  return { always: marks.always.map((at) => map[at]), names: marks.names.map((at) => map[at]) };
}

function maskedOffsets(formula: string): Int32Array {
  const map = new Int32Array(formula.length + 1);
  let masked = 0;
  for (let i = 0; i < formula.length; i++) {
    map[i] = masked;
    const digit = isDigit(formula.charCodeAt(i));
    if (!digit || !isDigit(formula.charCodeAt(i + 1))) masked++;
  }
  map[formula.length] = masked;
  return map;
}

/** Offsets in a masked text as offsets in a formula of that mask. */
function fromMasked(formula: string, offsets: readonly number[]): number[] {
  if (offsets.length === 0) return [];
  const map = maskedOffsets(formula);
  const out: number[] = [];
  let i = 0;
  for (const at of offsets) {
    while (i < formula.length && map[i] < at) i++;
    out.push(i);
  }
  return out;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Writes `@` at the offsets (and at the names' that are ranges of several cells). */
function insertAts(formula: string, always: readonly number[], names: readonly number[], isAreaName: (name: string) => boolean): string {
  const at = [...always];
  for (const start of names) {
    const name = /^[A-Za-z_\\][A-Za-z0-9_.]*/.exec(formula.slice(start))?.[0];
    if (name !== undefined && isAreaName(name)) at.push(start);
  }
  if (at.length === 0) return formula;
  at.sort((a, b) => a - b);
  let out = '';
  let last = 0;
  for (const offset of at) {
    out += `${formula.slice(last, offset)}@`;
    last = offset;
  }
  return out + formula.slice(last);
}

/** The formula without its `@` operators (an `@` in text or in a table reference stays). */
function withoutAts(formula: string): string {
  if (!formula.includes('@')) return formula;
  let out = '';
  let last = 0;
  for (const token of tokenize(formula)) {
    if (token.kind !== 'op' || token.text !== '@') continue;
    out += formula.slice(last, token.start);
    last = token.end;
  }
  return out + formula.slice(last);
}
