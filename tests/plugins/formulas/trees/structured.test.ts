import { describe, expect, it } from 'vitest';
import { Engine } from '../../../../plugins/formulas/engine/index.js';
import { dependencyTree, type TreeNode } from '../../../../plugins/formulas/trees/index.js';
import { engineOptions } from '../../../support/engine.js';
import { tableBook } from '../../tables/table-book.js';

describe('dependency tree of structured references', () => {
  it("shows a table reference as a name over the cells it reads for the formula's row", () => {
    const book = tableBook({ A1: 'Qty', B1: 'Total', A2: 2, B2: '=[@Qty]*3', A3: 4, B3: '=[@Qty]*3', D1: '=SUM(T[Total])' }, [{ name: 'T', ref: 'A1:B3' }]);
    const engine = new Engine(engineOptions());
    engine.loadWorkbook(book);
    const sheetId = book.sheetIds[0];
    const row = dependencyTree(engine, { sheetId, row: 2, col: 1 }).root!.children[0];
    expect(row).toMatchObject({ kind: 'name', ref: '[@Qty]', children: [{ kind: 'cell', ref: 'A3', value: 4 }] });
    const sum = dependencyTree(engine, { sheetId, row: 0, col: 3 }).root!.children[0];
    expect(sum).toMatchObject({ kind: 'name', ref: 'T[Total]', children: [{ kind: 'range', ref: 'B2:B3' }] });
    expect((sum.children[0] as TreeNode).children.map((c) => c.value)).toEqual([6, 12]);
  });
});
