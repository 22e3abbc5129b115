import type { Draft } from 'immer';
import { exportXlsx, importXlsx } from '../../plugins/files/index.js';
import { putCell } from '../../plugins/workbook/cell-store.js';
import { newSheet, newWorkbook } from '../../plugins/workbook/create.js';
import { SequentialIdGenerator } from '../../plugins/workbook/ids.js';
import type { Cell } from '../../plugins/workbook/model/cell.js';
import type { Sheet } from '../../plugins/workbook/model/sheet.js';
import type { Workbook } from '../../plugins/workbook/model/workbook.js';
import { heapUsedMb, summarize } from '../report.js';
import type { BenchSuite } from '../types.js';

const ROWS = 10_000;
const COLUMNS = 10;
const RUNS = 3;

/** 100k cells: numbers, text and formulas, with fonts, fills, borders and number formats on many. */
function styledWorkbook(): Workbook {
  const ids = new SequentialIdGenerator();
  const base = newWorkbook(ids, 'styled');
  const sheet = newSheet(ids, 'Data', ROWS, COLUMNS) as Draft<Sheet>;
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLUMNS; c++) {
      const cell: Cell =
        c === COLUMNS - 1
          ? { formula: `=SUM(A${r + 1}:C${r + 1})` }
          : c % 3 === 2
            ? { value: `item ${r}-${c}`, format: { bold: r % 2 === 0, textColor: '#1155cc' } }
            : { value: r * COLUMNS + c, data: { type: 'NUMBER', format: '#,##0.00' }, format: { backgroundColor: r % 5 ? '#ffffff' : '#fff2cc', borders: { bottom: { color: '#000000', style: 'normal' } } } };
      putCell(sheet, sheet.rowIds[r], sheet.columnIds[c], cell);
    }
  }
  return { ...base, sheetIds: [sheet.id], sheetsById: { [sheet.id]: sheet } };
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  globalThis.gc?.();
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

/** files.xlsx-100k.export and files.xlsx-100k.import: a styled 100k-cell workbook out and back in. */
export const filesSuite: BenchSuite = {
  names: ['files.xlsx-100k.export', 'files.xlsx-100k.import'],
  async run(record, selected) {
    const workbook = styledWorkbook();
    const exports: number[] = [];
    let bytes: Uint8Array = new Uint8Array();
    let exportHeap = 0;
    for (let i = 0; i < RUNS; i++) {
      const { ms, result } = await timed(() => exportXlsx(workbook));
      exports.push(ms);
      bytes = result;
      exportHeap = Math.max(exportHeap, heapUsedMb());
    }
    if (selected('files.xlsx-100k.export')) record(summarize('files.xlsx-100k.export', exports, exportHeap, { cells: ROWS * COLUMNS, file_kb: Math.round(bytes.length / 1024) }));
    if (!selected('files.xlsx-100k.import')) return;
    const imports: number[] = [];
    let importHeap = 0;
    for (let i = 0; i < RUNS; i++) {
      const { ms } = await timed(() => importXlsx(bytes, 'styled.xlsx', new SequentialIdGenerator()));
      imports.push(ms);
      importHeap = Math.max(importHeap, heapUsedMb());
    }
    record(summarize('files.xlsx-100k.import', imports, importHeap, { cells: ROWS * COLUMNS }));
  },
};
