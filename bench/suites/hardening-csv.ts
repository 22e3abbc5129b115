import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { exportCsv, importFile } from '../../plugins/files/index.js';
import { Engine } from '../../plugins/formulas/engine/index.js';
import { isError } from '../../plugins/formulas/values.js';
import { SequentialIdGenerator } from '../../plugins/workbook/ids.js';
import type { Workbook } from '../../plugins/workbook/model/workbook.js';
import { BENCH_ENGINE } from '../engine-options.js';
import type { BenchResult } from '../types.js';
import { measureWithRss } from './rss-measure.js';

export const CSV_IMPORT = 'hardening.csv-200k.import';
export const CSV_EXPORT = 'hardening.csv-200k.export';
const CHILD_FLAG = '--csv-200k';

/**
 * The 200k-row CSV import and export, measured in a process of their own (same Node flags) that loads only
 * the file reader and the engine: a process's peak RSS never comes down, so in the suite's process the
 * 689k-row xlsx before them (and the modules of every other suite) set the peak they would report.
 */
export function measureCsvInChild(names: readonly string[]): Promise<BenchResult[]> {
  const child = fork(fileURLToPath(import.meta.url), [CHILD_FLAG, ...names], { execArgv: process.execArgv });
  const results: BenchResult[] = [];
  child.on('message', (result: BenchResult) => results.push(result));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(results) : reject(new Error(`the CSV measures' process exited with ${code}`))));
  });
}

async function measureCsv(names: readonly string[]): Promise<void> {
  // A header and 199,999 records: 200,000 rows, the most a sheet may have.
  const csv = csvBytes(199_999);
  let workbook: Workbook | undefined;
  const imported = await measureWithRss(CSV_IMPORT, 1, async () => {
    workbook = (await importFile('big.csv', csv, new SequentialIdGenerator())).workbook;
  }, { file_mb: Math.round(csv.length / 1024 / 1024) });
  if (names.includes(CSV_IMPORT)) process.send!(imported);
  if (!names.includes(CSV_EXPORT) || !workbook) return;
  const book = workbook;
  process.send!(await measureWithRss(CSV_EXPORT, 1, async () => {
    const engine = new Engine(BENCH_ENGINE);
    engine.loadWorkbook(book, {});
    const sheet = book.sheetsById[book.sheetIds[0]];
    const bytes = exportCsv(sheet, (row, col) => {
      const value = engine.getValue(sheet.id, row, col);
      return isError(value) ? value.code : value;
    });
    if (bytes.length < csv.length / 2) throw new Error('the export lost rows');
  }));
}

/**
 * A CSV of `rows` rows: text, numbers and dates, as a user's export from another system would be. Written
 * in blocks of lines, so the bench's own fixture does not raise the process's peak before the measure.
 */
export function csvBytes(rows: number): Uint8Array {
  const blocks: Buffer[] = [Buffer.from('id,name,amount,date,note')];
  for (let from = 1; from <= rows; from += 10_000) {
    let block = '';
    for (let r = from; r < from + 10_000 && r <= rows; r++) block += `\n${r},Customer ${r % 977},${(r * 13.37).toFixed(2)},2024-0${1 + (r % 9)}-1${r % 10},"note, with comma ${r}"`;
    blocks.push(Buffer.from(block));
  }
  return new Uint8Array(Buffer.concat(blocks));
}

if (process.argv[2] === CHILD_FLAG) {
  await measureCsv(process.argv.slice(3));
  process.disconnect?.();
}
