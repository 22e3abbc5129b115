import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportXlsx, importXlsx } from '../../../plugins/files/index.js';
import { computedExport } from '../../../cli/commands/book-files.js';
import { cliEngineOptions } from '../../../cli/plugins.js';
import { RandomIdGenerator } from '../../../plugins/workbook/ids.js';
import { agrees, bookAgreement, type BookAgreement } from '../../support/excel-agreement.js';
import { isVolatile, readExcelCache } from '../../support/excel-cache.js';
import { libreOfficeRecalculated } from '../../support/libreoffice.js';

/** Real books saved by Excel, beside the project (../shared/excel-books/SOURCES.md says where from). */
const BOOKS = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'excel-books');
const files = existsSync(BOOKS) ? readdirSync(BOOKS).filter((f) => f.endsWith('.xlsx')).sort() : [];

/**
 * The share of formula cells that must compute Excel's cached value. Issue 33 asks 99.5%; this floor
 * rises as the rules land and never falls.
 */
const AGREEMENT_FLOOR = 0.995;
/** The share of formula cells LibreOffice computes alike from a book and from its export. */
const ROUND_TRIP_FLOOR = 0.995;

describe('real Excel books', () => {
  it('are all there', () => {
    expect(files.length).toBe(47);
  });

  it('import without failing, and compute the values Excel cached', async () => {
    const results: BookAgreement[] = [];
    for (const file of files) results.push(await bookAgreement(join(BOOKS, file)));
    expect(results.filter((r) => r.failure).map((r) => `${r.book}: ${r.failure}`)).toEqual([]);
    const cells = results.reduce((sum, r) => sum + r.cells, 0);
    const agreeing = results.reduce((sum, r) => sum + r.agreeing, 0);
    expect(cells).toBeGreaterThan(5000);
    if (agreeing / cells < AGREEMENT_FLOOR) {
      const lines = results.flatMap((r) => r.disagreements.map((d) => `${r.book} ${d.sheet}!${d.address} =${d.formula}: Excel ${JSON.stringify(d.excel)}, Gridcast ${JSON.stringify(d.gridcast)}`));
      expect.fail(`${agreeing}/${cells} formula cells agree with Excel, under ${AGREEMENT_FLOOR * 100}%:\n${lines.join('\n')}`);
    }
  }, 120_000);

  it('are recomputed by LibreOffice from their export as from the book itself', async () => {
    const originals = files.map((file) => new Uint8Array(readFileSync(join(BOOKS, file))));
    const exports: Uint8Array[] = [];
    for (const [i, file] of files.entries()) {
      // Exported as the product exports (gridcast export, the server): computed, arrays over their spills.
      const { workbook } = await importXlsx(originals[i], file, new RandomIdGenerator());
      exports.push(await exportXlsx(workbook, computedExport(workbook, cliEngineOptions())));
    }
    // One run of LibreOffice for all: it computes every formula of both on load, whatever they cached.
    const computed = libreOfficeRecalculated([...originals, ...exports]);
    let cells = 0;
    const differences: string[] = [];
    for (const [i, file] of files.entries()) {
      const fromExport = new Map((await readExcelCache(computed[files.length + i])).map((cell) => [`${cell.sheet}!${cell.address}`, cell]));
      for (const cell of await readExcelCache(computed[i])) {
        if (isVolatile(cell)) continue;
        cells++;
        const other = fromExport.get(`${cell.sheet}!${cell.address}`);
        if (!other || !agrees(cell.value, other.value)) {
          differences.push(`${file} ${cell.sheet}!${cell.address} =${cell.formula} ${JSON.stringify(cell.value)}; export: ${other ? `=${other.formula} ${JSON.stringify(other.value)}` : 'no formula'}`);
        }
      }
    }
    if ((cells - differences.length) / cells < ROUND_TRIP_FLOOR) {
      expect.fail(`${cells - differences.length}/${cells} cells alike, under ${ROUND_TRIP_FLOOR * 100}%:\n${differences.join('\n')}`);
    }
  }, 300_000);
});
