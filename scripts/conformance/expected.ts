// Computes the expected value of every conformance case with LibreOffice Calc and writes
// tests/conformance/expected.json (run: npx tsx scripts/conformance/expected.ts; needs libreoffice-calc).
// The cases go into an xlsx without cached values, LibreOffice recalculates and saves it again, and the
// values it cached are read back with their types. `npm test` then needs no LibreOffice.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { withFutureFunctionPrefixes } from '../../plugins/files/xlsx/future-functions.js';
import { CONFORMANCE_CASES } from './cases.js';
import { DATA_COLUMNS, DATA_SHEET } from './data.js';

export type Expected = number | string | boolean | null | { error: string };

async function writeBook(path: string): Promise<void> {
  const book = new ExcelJS.Workbook();
  const data = book.addWorksheet(DATA_SHEET);
  for (const [column, values] of Object.entries(DATA_COLUMNS)) {
    values.forEach((value, i) => {
      if (value !== null) data.getCell(`${column}${i + 1}`).value = value;
    });
  }
  const sheet = book.addWorksheet('Cases');
  CONFORMANCE_CASES.forEach((c, i) => {
    sheet.getCell(i + 1, 1).value = { formula: withFutureFunctionPrefixes(c.formula) } as ExcelJS.CellFormulaValue;
  });
  await book.xlsx.writeFile(path);
}

function recalculate(dir: string): string {
  const profile = mkdtempSync(join(tmpdir(), 'lo-profile-'));
  try {
    execFileSync('soffice', [`-env:UserInstallation=file://${profile}`, '--headless', '--norestore', '--convert-to', 'xlsx:Calc MS Excel 2007 XML', '--outdir', join(dir, 'out'), 'cases.xlsx'], { cwd: dir, stdio: 'ignore', timeout: 300_000 });
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
  return join(dir, 'out', 'cases.xlsx');
}

/** A cached result with its type, read with SheetJS (ExcelJS drops cached zeros and FALSE). */
function typed(cell: XLSX.CellObject | undefined): Expected {
  if (!cell || cell.t === 'z') return null;
  if (cell.t === 'e') return { error: cell.w ?? XLSX.SSF.format('General', cell.v as number) };
  if (cell.t === 'n' || cell.t === 'b' || cell.t === 's') return cell.v as number | boolean | string;
  return String(cell.v);
}

const dir = mkdtempSync(join(tmpdir(), 'conformance-'));
await writeBook(join(dir, 'cases.xlsx'));
const book = XLSX.read(readFileSync(recalculate(dir)), { type: 'buffer', cellDates: false });
const sheet = book.Sheets.Cases;
const expected = CONFORMANCE_CASES.map((c, i) => ({ id: c.id, formula: c.formula, expected: typed(sheet[`A${i + 1}`]) }));
writeFileSync(new URL('../../tests/conformance/expected.json', import.meta.url), `${JSON.stringify(expected, null, 1)}\n`);
rmSync(dir, { recursive: true, force: true });
console.log(`tests/conformance/expected.json: ${expected.length} cases from LibreOffice`);
