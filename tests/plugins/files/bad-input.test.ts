import ExcelJS from 'exceljs';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FileImportError, importFile } from '../../../plugins/files/index.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import { buildBudget, xlsxBytes } from './helpers.js';

const ids = () => new SequentialIdGenerator();

/** A zip with one stored or deflated entry, written by hand so its headers can lie. */
function zipWith(name: string, content: Uint8Array, declaredSize = content.length): Uint8Array {
  const data = deflateRawSync(content);
  const nameBytes = new TextEncoder().encode(name);
  const local = new Uint8Array(30 + nameBytes.length + data.length);
  const lv = new DataView(local.buffer);
  lv.setUint32(0, 0x04034b50, true);
  lv.setUint16(8, 8, true);
  lv.setUint32(18, data.length, true);
  lv.setUint32(22, declaredSize, true);
  lv.setUint16(26, nameBytes.length, true);
  local.set(nameBytes, 30);
  local.set(data, 30 + nameBytes.length);
  const central = new Uint8Array(46 + nameBytes.length);
  const cv = new DataView(central.buffer);
  cv.setUint32(0, 0x02014b50, true);
  cv.setUint16(10, 8, true);
  cv.setUint32(20, data.length, true);
  cv.setUint32(24, declaredSize, true);
  cv.setUint16(28, nameBytes.length, true);
  central.set(nameBytes, 46);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, 1, true);
  ev.setUint16(10, 1, true);
  ev.setUint32(12, central.length, true);
  ev.setUint32(16, local.length, true);
  const out = new Uint8Array(local.length + central.length + end.length);
  out.set(local);
  out.set(central, local.length);
  out.set(end, local.length + central.length);
  return out;
}

async function refusal(name: string, bytes: Uint8Array): Promise<string> {
  try {
    await importFile(name, bytes, ids());
  } catch (error) {
    expect(error).toBeInstanceOf(FileImportError);
    return (error as Error).message;
  }
  throw new Error('the file was accepted');
}

describe('importing bad files', () => {
  it('refuses a corrupt zip', async () => {
    const good = await xlsxBytes(buildBudget);
    const corrupt = good.slice(0, Math.floor(good.length / 2));
    expect(await refusal('budget.xlsx', corrupt)).toMatch(/^budget\.xlsx is damaged/);
  });

  it('refuses a file that is not what its name says', async () => {
    expect(await refusal('data.xlsx', new TextEncoder().encode('a,b\n1,2'))).toBe('data.xlsx is not what its name says: its content is CSV text.');
    expect(await refusal('data.csv', await xlsxBytes(buildBudget))).toBe('data.csv is not what its name says: its content is an .xlsx workbook.');
  });

  it('says an empty file is empty, whatever its name', async () => {
    for (const name of ['book.xlsx', 'book.xls', 'data.csv']) expect(await refusal(name, new Uint8Array(0))).toBe(`${name} is empty: there is nothing to import.`);
    expect(await refusal('blank.csv', new TextEncoder().encode('\ufeff \r\n\t\n'))).toBe('blank.csv is empty: there is nothing to import.');
  });

  it('refuses binary garbage and unknown extensions', async () => {
    const garbage = new Uint8Array(4096).map((_, i) => (i * 7919) % 256);
    expect(await refusal('x.csv', garbage)).toBe('x.csv is not a spreadsheet: it is neither an Excel workbook nor CSV text.');
    expect(await refusal('notes.docx', new TextEncoder().encode('hello'))).toBe('notes.docx: only .xlsx, .xls and .csv files can be uploaded.');
  });

  it('refuses a zip bomb from its declared sizes without inflating it', async () => {
    const bomb = zipWith('xl/worksheets/sheet1.xml', new Uint8Array(8 * 1024 * 1024));
    expect(await refusal('bomb.xlsx', bomb)).toMatch(/^bomb\.xlsx looks like a zip bomb: xl\/worksheets\/sheet1\.xml expands \d+ times\.$/);
  });

  it('refuses a zip that is not a workbook', async () => {
    expect(await refusal('other.xlsx', zipWith('readme.txt', new TextEncoder().encode('hello')))).toBe('other.xlsx is not an Excel workbook: it has no xl/workbook.xml.');
  });

  it('refuses a sheet of a million rows from its declared dimension', async () => {
    const bytes = await xlsxBytes((book: ExcelJS.Workbook) => {
      const ws = book.addWorksheet('Huge');
      ws.getCell('A1').value = 1;
      ws.getCell('A1000000').value = 2;
    });
    expect(await refusal('huge.xlsx', bytes)).toBe('huge.xlsx has a sheet of 1,000,000 rows; at most 200,000 can be imported.');
  });

  it('refuses legacy .xls outside the server with a clear message', async () => {
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect(await refusal('old.xls', ole)).toBe('old.xls is a legacy .xls workbook, which only the server can read.');
  });

  it('refuses a CSV with too many rows', async () => {
    const text = '1\n'.repeat(200_001);
    expect(await refusal('long.csv', new TextEncoder().encode(text))).toBe('long.csv has more than 200,000 rows.');
  });
});
