import { describe, expect, it } from 'vitest';
import { csvFile, exportCsv, importCsv } from '../../../plugins/files/index.js';
import { decodeText } from '../../../plugins/files/csv/decode.js';
import { detectDelimiter, parseCsv } from '../../../plugins/files/csv/parse.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import { cellAt } from './helpers.js';

const bytes = (text: string) => new TextEncoder().encode(text);
const today = new Date(2024, 5, 1);

describe('CSV parsing', () => {
  it.each([
    ['a,b,c\n1,2,3', ','],
    ['a;b;c\n1;2;3', ';'],
    ['a\tb\tc\n1\t2\t3', '\t'],
    ['a|b\n1|2', '|'],
    ['"x, y";b\n"1,5";2', ';'],
    ['single column\nvalue', ','],
  ])('detects the delimiter of %j', (text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });

  it('reads quoted fields with delimiters, doubled quotes and line breaks', () => {
    expect(parseCsv('a,"b, c","say ""hi""","two\nlines"\r\n1,2,3,4\r\n', ',').rows).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\nlines'],
      ['1', '2', '3', '4'],
    ]);
  });

  it('accepts CR, LF and CRLF line ends and a missing final newline', () => {
    expect(parseCsv('a\rb\nc\r\nd', ',').rows).toEqual([['a'], ['b'], ['c'], ['d']]);
  });

  it('keeps empty fields and lines, a trailing delimiter, and text after a closing quote', () => {
    expect(parseCsv('a,b,\n,\n\nx', ',').rows).toEqual([['a', 'b', ''], ['', ''], [''], ['x']]);
    expect(parseCsv('"ab"c"d,e\n"",""""', ',').rows).toEqual([['abc"d', 'e'], ['', '"']]);
  });

  it('reports an unterminated quote and keeps the rest as one field', () => {
    expect(parseCsv('a,"b\nc', ',')).toEqual({ rows: [['a', 'b\nc']], unterminatedQuote: true });
  });

  it('detects UTF-8 with and without BOM, UTF-16 with BOM, and falls back to Windows-1252', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x61, 0xc3, 0xa9]))).toEqual({ text: 'aé', encoding: 'utf-8' });
    expect(decodeText(bytes('né'))).toEqual({ text: 'né', encoding: 'utf-8' });
    expect(decodeText(new Uint8Array([0xff, 0xfe, 0x61, 0x00, 0xe9, 0x00]))).toEqual({ text: 'aé', encoding: 'utf-16le' });
    expect(decodeText(new Uint8Array([0x63, 0x61, 0x66, 0xe9]))).toEqual({ text: 'café', encoding: 'windows-1252' });
  });
});

describe('CSV import', () => {
  it('recognises numbers, percentages, currency, dates and booleans as on entry', () => {
    const { workbook, report } = importCsv(bytes('Name,Amount,Share,Price,Due,Paid\nRent,"1,200",25%,$3.50,2024-01-15,TRUE\n'), 'costs.csv', new SequentialIdGenerator(), today);
    const sheet = workbook.sheetsById[workbook.sheetIds[0]];
    expect(workbook.name).toBe('costs');
    expect(sheet.name).toBe('costs');
    expect(cellAt(sheet, 'A2')?.value).toBe('Rent');
    expect(cellAt(sheet, 'B2')).toMatchObject({ value: 1200, data: { type: 'NUMBER' } });
    expect(cellAt(sheet, 'C2')).toMatchObject({ value: 0.25, data: { type: 'PERCENT' } });
    expect(cellAt(sheet, 'D2')?.value).toBe(3.5);
    expect(cellAt(sheet, 'E2')).toMatchObject({ value: 45306, data: { type: 'DATE' } });
    expect(cellAt(sheet, 'F2')).toMatchObject({ value: true, data: { type: 'BOOLEAN' } });
    expect(report).toEqual([]);
  });

  it('pads ragged rows and says so', () => {
    const { workbook, report } = importCsv(bytes('a,b,c\n1\n2,3\n'), 'r.csv', new SequentialIdGenerator(), today);
    expect(report).toEqual([{ feature: 'Ragged rows', detail: 'rows have between 1 and 3 fields; short rows were padded with empty cells', sheet: undefined }]);
    expect(cellAt(workbook.sheetsById[workbook.sheetIds[0]], 'B3')?.value).toBe(3);
  });

  it('reads columns whose texts repeat and columns whose texts do not, past the first few thousand rows', () => {
    const kinds = ['north', '2024-03-01', 'TRUE', '7', ''];
    const lines = Array.from({ length: 6000 }, (_, i) => `${i},${kinds[i % kinds.length]},${i % 3 === 0 ? 'x' : i}`);
    const { workbook } = importCsv(bytes(lines.join('\n')), 'mixed.csv', new SequentialIdGenerator(), today);
    const sheet = workbook.sheetsById[workbook.sheetIds[0]];
    for (const r of [0, 1, 2, 3, 4, 2047, 2048, 4097, 5998, 5999]) {
      expect(cellAt(sheet, `A${r + 1}`)?.value).toBe(r);
      const kind = cellAt(sheet, `B${r + 1}`);
      expect([kind?.value, kind?.data?.type]).toEqual([['north', 'TEXT'], [45352, 'DATE'], [true, 'BOOLEAN'], [7, 'NUMBER'], [undefined, undefined]][r % kinds.length]);
      expect(cellAt(sheet, `C${r + 1}`)?.value).toBe(r % 3 === 0 ? 'x' : r);
    }
  });

  it('grows the sheet past 100 rows and 26 columns when the file needs it', () => {
    const wide = Array.from({ length: 30 }, (_, i) => i).join(',');
    const text = `${wide}\n${Array.from({ length: 150 }, () => 'x').join('\n')}`;
    const sheet = (({ workbook }) => workbook.sheetsById[workbook.sheetIds[0]])(importCsv(bytes(text), 'big.csv', new SequentialIdGenerator(), today));
    expect(sheet.columnIds.length).toBe(30);
    expect(sheet.rowIds.length).toBe(151);
    expect(cellAt(sheet, 'AD1')?.value).toBe(29);
  });
});

describe('CSV export', () => {
  it('writes computed values as shown, quoting where needed', () => {
    const { workbook } = importCsv(bytes('Item,Due,Note\nRent,2024-01-15,"a, b"\nTotal,,"say ""hi"""\n'), 'x.csv', new SequentialIdGenerator(), today);
    const sheet = workbook.sheetsById[workbook.sheetIds[0]];
    const text = new TextDecoder().decode(exportCsv(sheet, (row, col) => {
      const cell = cellAt(sheet, `${String.fromCharCode(65 + col)}${row + 1}`);
      return cell?.value;
    }));
    expect(text).toBe('Item,Due,Note\r\nRent,1/15/2024,"a, b"\r\nTotal,,"say ""hi"""\r\n');
  });

  it('writes each date as its format shows it, over more distinct days than the export keeps formatted', () => {
    const day = (i: number) => new Date(Date.UTC(2000, 0, 1 + i));
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const shown = (d: Date) => `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`;
    // 6,000 distinct days, then the first 100 again: past the kept texts and back.
    const days = [...Array.from({ length: 6000 }, (_, i) => day(i)), ...Array.from({ length: 100 }, (_, i) => day(i))];
    const { workbook } = importCsv(bytes(days.map(iso).join('\n')), 'days.csv', new SequentialIdGenerator(), today);
    const sheet = workbook.sheetsById[workbook.sheetIds[0]];
    const text = new TextDecoder().decode(exportCsv(sheet, (row, col) => (col === 0 ? cellAt(sheet, `A${row + 1}`)?.value : undefined)));
    expect(text).toBe(days.map((d) => `${shown(d)}\r\n`).join(''));
  });

  it('pads every line to the widest, keeps inner empty rows and leaves out what follows the last value', () => {
    const { workbook } = importCsv(bytes(',,x\n\na,,\n,b\n\n\n'), 'gaps.csv', new SequentialIdGenerator(), today);
    const sheet = workbook.sheetsById[workbook.sheetIds[0]];
    const text = new TextDecoder().decode(exportCsv(sheet, (row, col) => cellAt(sheet, `${String.fromCharCode(65 + col)}${row + 1}`)?.value));
    expect(text).toBe(',,x\r\n,,\r\na,,\r\n,b,\r\n');
  });
});

describe('CSV file in pieces', () => {
  it('gives the padded file in pieces of at most 64 KB that join to exactly its size, across 1 MB blocks of lines and past a line longer than a piece', () => {
    const long = 'y'.repeat(100_000);
    const rows = Array.from({ length: 40_000 }, (_, i) => (i % 7 === 3 ? '' : `${i},row ${i} with some text,${i % 5 === 0 ? 'x' : ''}`));
    rows[20_000] = `20000,${long}`;
    const { workbook } = importCsv(bytes(rows.join('\n')), 'rows.csv', new SequentialIdGenerator(), today);
    const sheet = workbook.sheetsById[workbook.sheetIds[0]];
    const valueAt = (row: number, col: number) => cellAt(sheet, `${String.fromCharCode(65 + col)}${row + 1}`)?.value;
    const file = csvFile(sheet, valueAt);
    const pieces = [...file.pieces()];
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.filter((piece) => piece.byteLength > 64 * 1024)).toEqual([expect.objectContaining({ byteLength: long.length + '20000,,'.length + 2 })]);
    expect(pieces.reduce((sum, piece) => sum + piece.byteLength, 0)).toBe(file.size);
    const text = Buffer.concat(pieces).toString('utf8');
    expect(text).toBe(rows.map((row) => `${row === '' ? ',,' : row.split(',').length === 3 ? row : `${row},`}\r\n`).join(''));
    expect(Buffer.from(exportCsv(sheet, valueAt)).toString('utf8')).toBe(text);
  });
});
