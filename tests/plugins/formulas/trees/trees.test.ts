import { describe, expect, it } from 'vitest';
import { Engine } from '../../../../plugins/formulas/engine/index.js';
import { dependencyTree, dependentsTree, formatTree, formulaReferences, TREE_MESSAGES, type CellTree, type TreeNode } from '../../../../plugins/formulas/trees/index.js';
import { engineOptions } from '../../../support/engine.js';
import { modelOf } from '../engine/book-model.js';

function book(): { engine: Engine; sheet: string } {
  const engine = new Engine(engineOptions());
  return { engine, sheet: engine.addSheet('Sheet1') };
}

const root = (tree: CellTree): TreeNode => {
  if (!tree.root) throw new Error(tree.message);
  return tree.root;
};
const refs = (node: TreeNode) => node.children.map((c) => c.ref);

describe('dependency tree (precedents)', () => {
  it('lists what a formula reads, down to values, with formulas and values', () => {
    const { engine, sheet } = book();
    engine.setCells(sheet, [[0, 0, 2], [0, 1, '=A1*3'], [0, 2, '=B1+A1']]);
    const tree = root(dependencyTree(engine, { sheetId: sheet, row: 0, col: 2 }));
    expect(tree).toMatchObject({ kind: 'cell', sheet: 'Sheet1', ref: 'C1', formula: '=B1+A1', value: 8 });
    expect(tree.children[0]).toMatchObject({ ref: 'B1', formula: '=A1*3', value: 6, children: [{ ref: 'A1', value: 2, children: [] }] });
    // A1 appears under B1 first, then again directly: shown once, marked repeated
    expect(tree.children[1]).toMatchObject({ ref: 'A1', repeated: true });
  });

  it('lists the cells of a range that hold something', () => {
    const { engine, sheet } = book();
    engine.setCells(sheet, [[0, 0, 1], [2, 0, '=5'], [0, 1, '=SUM(A1:A10)']]);
    const range = root(dependencyTree(engine, { sheetId: sheet, row: 0, col: 1 })).children[0];
    expect(range).toMatchObject({ kind: 'range', ref: 'A1:A10' });
    expect(refs(range)).toEqual(['A1', 'A3']);
  });

  it('resolves a named range to its cells', () => {
    const { engine, sheet } = book();
    engine.setCells(sheet, [[0, 0, 4], [1, 0, '=Rate*2']]);
    engine.setNameResolver((name) => (name === 'RATE' ? { sheetId: sheet, top: 0, left: 0, bottom: 0, right: 0 } : undefined));
    const name = root(dependencyTree(engine, { sheetId: sheet, row: 1, col: 0 })).children[0];
    expect(name).toMatchObject({ kind: 'name', ref: 'Rate', sheet: 'Sheet1', children: [{ ref: 'A1', value: 4 }] });
  });

  it('shows a named formula with its formula and what it reads', () => {
    const workbook = modelOf({ Sheet1: { A1: 4, A2: 6, B1: '=total*2' } }, { total: { formula: 'SUM(Sheet1!$A$1:$A$2)' } });
    const engine = new Engine(engineOptions());
    engine.loadWorkbook(workbook, {});
    const name = root(dependencyTree(engine, { sheetId: workbook.sheetIds[0], row: 0, col: 1 })).children[0];
    expect(name).toMatchObject({ kind: 'name', ref: 'total', formula: '=SUM(Sheet1!$A$1:$A$2)', children: [{ kind: 'range', ref: 'A1:A2' }] });
    expect(refs(name.children[0])).toEqual(['A1', 'A2']);
  });

  it('does not take LET variables for named ranges', () => {
    expect(formulaReferences('=LET(x, A1, x + 1)')).toEqual([expect.objectContaining({ type: 'area', text: 'A1' })]);
  });

  it('takes a name for a named range where no LET or LAMBDA binds it yet, as the engine scopes it', () => {
    const names = (formula: string) => formulaReferences(formula).flatMap((r) => (r.type === 'name' ? [r.name] : []));
    expect(names('=LET(Rate, Rate * 2, Rate + 1)')).toEqual(['Rate']);
    expect(names('=LET(a, 1, b, a + b, b * 2)')).toEqual(['b']);
    expect(names('=LET(x, 1, x) + x')).toEqual(['x']);
    expect(names('=LAMBDA(x, x + y)(1)')).toEqual(['y']);
    expect(names('=LET(x, 2, LAMBDA(y, x * y)(x))')).toEqual([]);
    expect(names('=MAP(A1:A2, LAMBDA(v, v + k)) + LET(k, 1, k)')).toEqual(['k']);
  });

  it('shows the named range holding a LAMBDA that a formula calls by name, not a function or a LET name', () => {
    const { engine, sheet } = book();
    engine.setCells(sheet, [[0, 0, '=LAMBDA(x, x * 2)'], [1, 0, '=AddTax(2) + LET(f, LAMBDA(y, y), f(1)) + SUM(1)']]);
    engine.setNameResolver((name) => (name === 'ADDTAX' ? { sheetId: sheet, top: 0, left: 0, bottom: 0, right: 0 } : undefined));
    expect(engine.getValue(sheet, 1, 0)).toBe(6);
    expect(root(dependencyTree(engine, { sheetId: sheet, row: 1, col: 0 })).children).toMatchObject([{ kind: 'name', ref: 'AddTax', children: [{ ref: 'A1' }] }]);
    expect(formulaReferences('=AddTax(2)')).toEqual([]);
  });

  it('shows the named range read in the value of a LET name of the same name', () => {
    const { engine, sheet } = book();
    engine.setCells(sheet, [[0, 0, 4], [1, 0, '=LET(Rate, Rate * 2, Rate + 1)']]);
    engine.setNameResolver((name) => (name === 'RATE' ? { sheetId: sheet, top: 0, left: 0, bottom: 0, right: 0 } : undefined));
    expect(engine.getValue(sheet, 1, 0)).toBe(9);
    expect(root(dependencyTree(engine, { sheetId: sheet, row: 1, col: 0 })).children).toMatchObject([{ kind: 'name', ref: 'Rate', children: [{ ref: 'A1', value: 4 }] }]);
  });

  it.each([
    ['an unknown sheet', '=Missing!A1', 'Missing!A1', TREE_MESSAGES.sheetNotFound('Missing')],
    ['an unknown named range', '=NoSuchName+1', 'NoSuchName', 'unknown named range'],
    ['a deleted sheet', "='#REF!'!A1", "'#REF!'!A1", 'Reference to deleted sheet'],
    ['a deleted reference', '=Sheet1!#REF!+1', 'Sheet1!#REF!', 'Could not parse cell ref Sheet1!#REF!'],
  ])('gives SPEC section 8 message for %s', (_title, formula, ref, message) => {
    const { engine, sheet } = book();
    engine.setCellContent(sheet, 0, 0, formula);
    expect(root(dependencyTree(engine, { sheetId: sheet, row: 0, col: 0 })).children).toEqual([{ kind: 'error', sheet: '', ref, message, children: [] }]);
  });

  it('says "Could not find sheet {name}" word for word', () => {
    expect(TREE_MESSAGES.sheetNotFound('Data')).toBe('Could not find sheet Data');
    expect(TREE_MESSAGES.cellNotFound('B7')).toBe('Could not find cell ref B7');
  });

  it('says "Could not find cell ref" for a cell past the sheet grid', () => {
    const { engine, sheet } = book();
    engine.setCellContent(sheet, 0, 0, '=Z100');
    const tree = dependencyTree(engine, { sheetId: sheet, row: 0, col: 0 }, { sheetSize: () => ({ rows: 10, cols: 5 }) });
    expect(root(tree).children[0]).toMatchObject({ kind: 'error', message: 'Could not find cell ref Z100' });
  });

  it('a named range on a deleted sheet is a reference to a deleted sheet', () => {
    const { engine, sheet } = book();
    engine.setCellContent(sheet, 0, 0, '=Gone');
    engine.setNameResolver(() => ({ sheetId: 'deleted', top: 0, left: 0, bottom: 0, right: 0 }));
    expect(root(dependencyTree(engine, { sheetId: sheet, row: 0, col: 0 })).children[0]).toMatchObject({ ref: 'Gone', message: 'Reference to deleted sheet' });
  });

  it('shows a cycle once and marks where it closes', () => {
    const { engine, sheet } = book();
    engine.setCells(sheet, [[0, 0, '=B1'], [0, 1, '=A1']]);
    const tree = root(dependencyTree(engine, { sheetId: sheet, row: 0, col: 0 }));
    expect(tree.children[0]).toMatchObject({ ref: 'B1', children: [{ ref: 'A1', cycle: true, repeated: true, children: [] }] });
  });

  it('follows references on other sheets', () => {
    const { engine, sheet } = book();
    const other = engine.addSheet('My data');
    engine.setCellContent(other, 0, 0, 9);
    engine.setCellContent(sheet, 0, 0, "='My data'!A1");
    expect(root(dependencyTree(engine, { sheetId: sheet, row: 0, col: 0 })).children[0]).toMatchObject({ sheet: 'My data', sheetId: other, ref: 'A1', value: 9 });
  });

  it('stops at the depth limit and marks the node cut', () => {
    const { engine, sheet } = book();
    const cells: [number, number, number | string][] = [[0, 0, 1]];
    for (let r = 1; r < 2000; r++) cells.push([r, 0, `=A${r}+1`]);
    engine.setCells(sheet, cells);
    let node = root(dependencyTree(engine, { sheetId: sheet, row: 1999, col: 0 }, { maxDepth: 10 }));
    let depth = 0;
    while (node.children.length) {
      node = node.children[0];
      depth++;
    }
    expect(depth).toBe(10);
    expect(node.truncated).toBe(true);
  });

  it('stops at the size limit on a huge graph', () => {
    const { engine, sheet } = book();
    const cells: [number, number, number | string][] = [];
    for (let r = 0; r < 10_000; r++) cells.push([r, 0, r], [r, 1, `=A${r + 1}`]);
    cells.push([0, 2, '=SUM(B1:B10000)']);
    engine.setCells(sheet, cells);
    const tree = dependencyTree(engine, { sheetId: sheet, row: 0, col: 2 }, { maxNodes: 100, maxRangeCells: 10_000 });
    const count = (n: TreeNode): number => 1 + n.children.reduce((s, c) => s + count(c), 0);
    expect(count(root(tree))).toBeLessThanOrEqual(102);
    expect(root(tree).children[0].truncated).toBe(true);
  });

  it("says 'No cell selected.' without a cell", () => {
    const { engine } = book();
    expect(dependencyTree(engine, undefined)).toEqual({ message: 'No cell selected.' });
    expect(dependentsTree(engine, undefined)).toEqual({ message: 'No cell selected.' });
  });
});

describe('dependents tree', () => {
  it('lists the formulas reading a cell, directly and through ranges, and theirs', () => {
    const { engine, sheet } = book();
    engine.setCells(sheet, [[0, 0, 1], [0, 1, '=A1+1'], [0, 2, '=SUM(A1:A5)'], [0, 3, '=B1*2']]);
    const tree = root(dependentsTree(engine, { sheetId: sheet, row: 0, col: 0 }));
    expect(tree).toMatchObject({ ref: 'A1', value: 1 });
    expect(new Set(refs(tree))).toEqual(new Set(['B1', 'C1']));
    expect(refs(tree.children.find((c) => c.ref === 'B1')!)).toEqual(['D1']);
  });

  it('includes readers of a named range and of other sheets', () => {
    const { engine, sheet } = book();
    const other = engine.addSheet('Other');
    engine.setCellContent(sheet, 0, 0, 3);
    engine.setCellContent(other, 0, 0, '=Sheet1!A1');
    engine.setCellContent(sheet, 1, 0, '=Three');
    engine.setNameResolver((name) => (name === 'THREE' ? { sheetId: sheet, top: 0, left: 0, bottom: 0, right: 0 } : undefined));
    const tree = root(dependentsTree(engine, { sheetId: sheet, row: 0, col: 0 }));
    expect(tree.children.map((c) => `${c.sheet}!${c.ref}`).sort()).toEqual(['Other!A1', 'Sheet1!A2']);
  });

  it('includes readers of a spilled value', () => {
    const { engine, sheet } = book();
    engine.setCells(sheet, [[0, 0, '=SEQUENCE(3)'], [0, 1, '=A3*10']]);
    expect(engine.getValue(sheet, 0, 1)).toBe(30);
    expect(refs(root(dependentsTree(engine, { sheetId: sheet, row: 0, col: 0 })))).toEqual(['B1']);
  });

  it('shows a cycle once', () => {
    const { engine, sheet } = book();
    engine.setCells(sheet, [[0, 0, '=B1'], [0, 1, '=A1']]);
    const tree = root(dependentsTree(engine, { sheetId: sheet, row: 0, col: 0 }));
    expect(tree.children[0]).toMatchObject({ ref: 'B1', children: [{ ref: 'A1', cycle: true, children: [] }] });
  });

  it('formats a tree as indented lines', () => {
    const { engine, sheet } = book();
    engine.setCells(sheet, [[0, 0, 1], [0, 1, '=A1+1']]);
    expect(formatTree(dependentsTree(engine, { sheetId: sheet, row: 0, col: 0 }))).toBe('Sheet1!A1 = 1\n  Sheet1!B1 =A1+1 = 2');
  });
});
