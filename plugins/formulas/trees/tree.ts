import { type OutputScalar, outputScalar } from '../outputs/index.js';
import { sheetPrefix, type StructuredRef } from '../parser/index.js';
import { a1 } from '../../workbook/index.js';
import type { NamedArea } from '../engine/graph.js';
import type { Scalar } from '../values.js';
import { formulaReferences, type FormulaReference } from './references.js';

/** SPEC section 8's messages of the dependency trees, word for word. */
export const TREE_MESSAGES = {
  sheetNotFound: (name: string) => `Could not find sheet ${name}`,
  unparsable: (ref: string) => `Could not parse cell ref ${ref}`,
  cellNotFound: (ref: string) => `Could not find cell ref ${ref}`,
  unknownName: 'unknown named range',
  deletedSheet: 'Reference to deleted sheet',
  noCell: 'No cell selected.',
} as const;

/** One node of a dependency (precedents) or dependents tree. */
export interface TreeNode {
  readonly kind: 'cell' | 'range' | 'name' | 'error';
  readonly sheetId?: string;
  /** Sheet name ('' when the reference has none that exists). */
  readonly sheet: string;
  /** A1 address, A1:B2 range, the name of a named range, or the reference text of a broken one. */
  readonly ref: string;
  readonly formula?: string;
  readonly value?: OutputScalar;
  /** Why a reference leads nowhere (SPEC section 8). */
  readonly message?: string;
  /** Shown already elsewhere in the tree: its children are not repeated. */
  readonly repeated?: boolean;
  /** It is one of its own ancestors (a circular reference). */
  readonly cycle?: boolean;
  /** The depth or size limit was reached: children are left out. */
  readonly truncated?: boolean;
  readonly children: readonly TreeNode[];
}

export interface TreeOptions {
  /** Levels below the root (default 32). */
  readonly maxDepth?: number;
  /** Nodes in the whole tree (default 5,000). */
  readonly maxNodes?: number;
  /** Cells listed under a range (default 200), those holding something. */
  readonly maxRangeCells?: number;
  /** The sheet's grid size, to tell references past its last row or column ("Could not find cell ref"). */
  readonly sheetSize?: (sheetId: string) => { readonly rows: number; readonly cols: number } | undefined;
}

/** What the trees read from the engine (Engine has all of it). */
export interface TreeEngine {
  sheetById(id: string): { readonly id: string; readonly name: string; readonly columns: readonly ({ readonly values: readonly (Scalar | undefined)[]; readonly formulas: readonly unknown[] } | undefined)[] } | undefined;
  sheetIdByName(name: string): string | undefined;
  getFormula(sheetId: string, row: number, col: number): string | undefined;
  getValue(sheetId: string, row: number, col: number): Scalar;
  resolveNamedArea(upperName: string): NamedArea | undefined;
  /** A named formula's text (without '='), for a name that stands for one. */
  namedFormulaText(upperName: string): string | undefined;
  /** The cells a structured reference names for a formula at (row, col) of a sheet. */
  structuredAreaAt(ref: StructuredRef, sheetId: string, row: number, col: number): NamedArea | undefined;
  dependentCells(sheetId: string, row: number, col: number): { sheetId: string; row: number; col: number }[];
  /** Its functions: a call of a name that is none reads the named range holding a LAMBDA. */
  readonly functions: { get(name: string): unknown };
}

export interface CellAt {
  readonly sheetId: string;
  readonly row: number;
  readonly col: number;
}

export type CellTree = { readonly root: TreeNode; readonly message?: undefined } | { readonly root?: undefined; readonly message: string };

type Node = { -readonly [K in keyof TreeNode]: TreeNode[K] } & { children: Node[] };

/** Walks references from a cell, marking what was shown, within the limits. */
class TreeBuilder {
  private readonly expanded = new Set<string>();
  private readonly path = new Set<string>();
  private count = 0;
  private readonly maxDepth: number;
  private readonly maxNodes: number;
  private readonly maxRangeCells: number;

  constructor(private readonly engine: TreeEngine, private readonly options: TreeOptions, private readonly direction: 'precedents' | 'dependents') {
    this.maxDepth = options.maxDepth ?? 32;
    this.maxNodes = options.maxNodes ?? 5000;
    this.maxRangeCells = options.maxRangeCells ?? 200;
  }

  cell(sheetId: string, row: number, col: number, depth: number): Node {
    const engine = this.engine;
    const formula = engine.getFormula(sheetId, row, col);
    const node: Node = { kind: 'cell', sheetId, sheet: engine.sheetById(sheetId)?.name ?? '', ref: a1(row, col), value: outputScalar(engine.getValue(sheetId, row, col)), children: [] };
    if (formula !== undefined) node.formula = formula;
    this.count++;
    const key = `${sheetId}!${row},${col}`;
    if (this.path.has(key)) return Object.assign(node, { repeated: true, cycle: true });
    if (this.expanded.has(key)) return Object.assign(node, { repeated: true });
    this.expanded.add(key);
    this.path.add(key);
    if (this.direction === 'dependents') this.addDependents(node, sheetId, row, col, depth);
    else if (formula !== undefined) this.addPrecedents(node, { sheetId, row, col }, formula, depth);
    this.path.delete(key);
    return node;
  }

  private full(node: Node, depth: number): boolean {
    if (depth < this.maxDepth && this.count < this.maxNodes) return false;
    node.truncated = true;
    return true;
  }

  private addDependents(node: Node, sheetId: string, row: number, col: number, depth: number): void {
    const dependents = this.engine.dependentCells(sheetId, row, col);
    if (dependents.length === 0 || this.full(node, depth)) return;
    for (const d of dependents) {
      if (this.count >= this.maxNodes) return void (node.truncated = true);
      node.children.push(this.cell(d.sheetId, d.row, d.col, depth + 1));
    }
  }

  private addPrecedents(node: Node, at: CellAt, formula: string, depth: number): void {
    const refs = formulaReferences(formula, (name) => this.engine.functions.get(name) !== undefined);
    if (refs.length === 0 || this.full(node, depth)) return;
    for (const ref of refs) {
      if (this.count >= this.maxNodes) return void (node.truncated = true);
      node.children.push(this.reference(ref, at, depth + 1));
    }
  }

  private reference(ref: FormulaReference, from: CellAt, depth: number): Node {
    const fromSheet = from.sheetId;
    switch (ref.type) {
      case 'broken': return this.error(ref.text, TREE_MESSAGES.unparsable(ref.text));
      case 'name': return this.name(ref.name, from, depth);
      case 'table': return this.namedArea(ref.text, this.engine.structuredAreaAt(ref.ref, from.sheetId, from.row, from.col), depth);
      case 'area': {
        if (ref.sheet === '#REF!') return this.error(ref.text, TREE_MESSAGES.deletedSheet);
        const sheetId = ref.sheet === undefined ? fromSheet : this.engine.sheetIdByName(ref.sheet);
        if (sheetId === undefined) return this.error(ref.text, TREE_MESSAGES.sheetNotFound(ref.sheet ?? ''));
        return this.area(sheetId, ref.top, ref.left, ref.bottom, ref.right, ref.text, depth);
      }
    }
  }

  private name(name: string, from: CellAt, depth: number): Node {
    const area = this.engine.resolveNamedArea(name.toUpperCase());
    return area ? this.namedArea(name, area, depth) : this.namedFormula(name, from, depth);
  }

  /** A named range or a table's cells: a node of its name over the area it names now. */
  private namedArea(name: string, area: NamedArea | undefined, depth: number): Node {
    if (!area) return this.error(name, TREE_MESSAGES.unknownName);
    const sheet = this.engine.sheetById(area.sheetId);
    if (!sheet) return this.error(name, TREE_MESSAGES.deletedSheet);
    this.count++;
    const text = `${sheetPrefix(sheet.name)}${area.top === area.bottom && area.left === area.right ? a1(area.top, area.left) : `${a1(area.top, area.left)}:${a1(area.bottom, area.right)}`}`;
    const target = this.area(sheet.id, area.top, area.left, area.bottom, area.right, text, depth + 1);
    return { kind: 'name', sheetId: sheet.id, sheet: sheet.name, ref: name, children: [target] };
  }

  /** A named formula with what its formula refers to (as written: one without a sheet on the using cell's sheet). */
  private namedFormula(name: string, from: CellAt, depth: number): Node {
    const text = this.engine.namedFormulaText(name.toUpperCase());
    if (text === undefined) return this.error(name, TREE_MESSAGES.unknownName);
    const key = `name:${name.toUpperCase()}`;
    const node: Node = { kind: 'name', sheet: '', ref: name, formula: `=${text}`, children: [] };
    this.count++;
    if (this.path.has(key)) return Object.assign(node, { repeated: true, cycle: true });
    this.path.add(key);
    this.addPrecedents(node, from, `=${text}`, depth);
    this.path.delete(key);
    return node;
  }

  /** A cell, or a range with the cells of it that hold something. */
  private area(sheetId: string, top: number, left: number, bottom: number, right: number, text: string, depth: number): Node {
    const size = this.options.sheetSize?.(sheetId);
    if (size && (top >= size.rows || left >= size.cols)) return this.error(text, TREE_MESSAGES.cellNotFound(text));
    if (top === bottom && left === right) return this.cell(sheetId, top, left, depth);
    const sheet = this.engine.sheetById(sheetId)!;
    this.count++;
    const node: Node = { kind: 'range', sheetId, sheet: sheet.name, ref: `${a1(top, left)}:${a1(bottom, right)}`, children: [] };
    if (this.full(node, depth)) return node;
    let listed = 0;
    const lastCol = Math.min(right, sheet.columns.length - 1);
    for (let c = left; c <= lastCol; c++) {
      const column = sheet.columns[c];
      const end = Math.min(bottom, (column?.values.length ?? 0) - 1, size ? size.rows - 1 : bottom);
      for (let r = top; r <= end; r++) {
        if (column?.formulas[r] === undefined && (column?.values[r] === undefined || column.values[r] === null)) continue;
        if (listed++ >= this.maxRangeCells || this.count >= this.maxNodes) return Object.assign(node, { truncated: true });
        node.children.push(this.cell(sheetId, r, c, depth + 1));
      }
    }
    return node;
  }

  private error(ref: string, message: string): Node {
    this.count++;
    return { kind: 'error', sheet: '', ref, message, children: [] };
  }
}

/** The cells a cell's formula reads, and theirs, down to values (the dependencies tree). */
export function dependencyTree(engine: TreeEngine, at: CellAt | undefined, options: TreeOptions = {}): CellTree {
  if (!at || !engine.sheetById(at.sheetId)) return { message: TREE_MESSAGES.noCell };
  return { root: new TreeBuilder(engine, options, 'precedents').cell(at.sheetId, at.row, at.col, 0) };
}

/** The formulas that read a cell, and theirs (the dependents tree), as the engine's graph knows them. */
export function dependentsTree(engine: TreeEngine, at: CellAt | undefined, options: TreeOptions = {}): CellTree {
  if (!at || !engine.sheetById(at.sheetId)) return { message: TREE_MESSAGES.noCell };
  return { root: new TreeBuilder(engine, options, 'dependents').cell(at.sheetId, at.row, at.col, 0) };
}

/** The tree as indented lines ("B2 =A1+1 = 3", children two spaces in), for a console or a test. */
export function formatTree(tree: CellTree): string {
  if (!tree.root) return tree.message;
  const lines: string[] = [];
  const stack: [TreeNode, number][] = [[tree.root, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    const where = node.kind === 'error' ? node.ref : `${sheetPrefix(node.sheet)}${node.ref}`;
    const parts = [where, node.formula, node.value !== undefined ? `= ${JSON.stringify(node.value)}` : undefined, node.message ? `(${node.message})` : undefined, node.cycle ? '[cycle]' : node.repeated ? '[repeated]' : undefined, node.truncated ? '[...]' : undefined];
    lines.push(`${'  '.repeat(depth)}${parts.filter((p) => p !== undefined).join(' ')}`);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push([node.children[i], depth + 1]);
  }
  return lines.join('\n');
}
