import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FileImportError, importFile } from '../../../plugins/files/index.js';
import { SheetExtentCounter } from '../../../plugins/files/xlsx/sheet-extent.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';

/** A zip of deflated entries, written by hand (no sizes to lie about here: the sheet itself lies). */
function zipOf(files: Readonly<Record<string, string>>): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const content = new TextEncoder().encode(text);
    const data = deflateRawSync(content);
    const nameBytes = new TextEncoder().encode(name);
    const local = new Uint8Array(30 + nameBytes.length + data.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(8, 8, true);
    lv.setUint32(18, data.length, true);
    lv.setUint32(22, content.length, true);
    lv.setUint16(26, nameBytes.length, true);
    local.set(nameBytes, 30);
    local.set(data, 30 + nameBytes.length);
    const entry = new Uint8Array(46 + nameBytes.length);
    const cv = new DataView(entry.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(10, 8, true);
    cv.setUint32(20, data.length, true);
    cv.setUint32(24, content.length, true);
    cv.setUint16(28, nameBytes.length, true);
    cv.setUint32(42, offset, true);
    entry.set(nameBytes, 46);
    parts.push(local);
    central.push(entry);
    offset += local.length;
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, central.length, true);
  ev.setUint16(10, central.length, true);
  ev.setUint32(12, centralSize, true);
  ev.setUint32(16, offset, true);
  const out = new Uint8Array(offset + centralSize + 22);
  let at = 0;
  for (const part of [...parts, ...central, end]) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A sheet with no <dimension>, one numbered row per line. */
function sheetXml(rows: number, firstRow = 1): string {
  const lines: string[] = [];
  for (let r = firstRow; r < firstRow + rows; r++) lines.push(`<row r="${r}"><c r="A${r}"><v>${r}</v></c></row>`);
  return `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${lines.join('')}</sheetData></worksheet>`;
}

async function refusal(name: string, bytes: Uint8Array): Promise<string> {
  try {
    await importFile(name, bytes, new SequentialIdGenerator());
  } catch (error) {
    expect(error).toBeInstanceOf(FileImportError);
    return (error as Error).message;
  }
  throw new Error('the file was accepted');
}

const WORKBOOK = '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="S" sheetId="1"/></sheets></workbook>';

describe('xlsx row limit read as a stream', () => {
  it('refuses a sheet of more rows than the limit that declares no dimension, before parsing the workbook', async () => {
    const bytes = zipOf({ 'xl/workbook.xml': WORKBOOK, 'xl/worksheets/sheet1.xml': sheetXml(200_500) });
    expect(await refusal('long.xlsx', bytes)).toBe('long.xlsx has a sheet of more than 200,000 rows; at most 200,000 can be imported.');
  });

  it('refuses a sheet whose one row is numbered past the limit', async () => {
    const bytes = zipOf({ 'xl/workbook.xml': WORKBOOK, 'xl/worksheets/sheet1.xml': sheetXml(1, 689_000) });
    expect(await refusal('far.xlsx', bytes)).toMatch(/^far\.xlsx has a sheet of more than 200,000 rows/);
  });

  it('counts rows and cells across chunk boundaries, and not <col> or <cfRule> tags', () => {
    const xml = '<cols><col min="1"/></cols><sheetData><row r="1"><c r="A1"/><c r="B1"><v>2</v></c></row><row r="7" spans="1:2"><c r="A7"/></row></sheetData><conditionalFormatting><cfRule type="x"/></conditionalFormatting>';
    for (const size of [1, 2, 3, 5, 7, 1000]) {
      const counter = new SheetExtentCounter(200_000, 2_000_000);
      for (let at = 0; at < xml.length; at += size) counter.add(xml.slice(at, at + size));
      expect(counter.extent, `chunks of ${size}`).toEqual({ lastRow: 7, cells: 3 });
    }
  });

  it('stops reading at the limit', () => {
    const counter = new SheetExtentCounter(3, 100);
    expect(counter.add('<row r="1"/><row r="2"/><row r="3"/>')).toBe(true);
    expect(counter.add('<row r="4"/>')).toBe(false);
  });
});
