import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import { getCell, putCell } from '../../../../plugins/workbook/cell-store.js';
import { parseTemplateText, readTemplateBytes, templateFileText, TemplateFileError } from '../../../../plugins/workbook/file/index.js';
import type { Sheet } from '../../../../plugins/workbook/model/sheet.js';
import type { Workbook } from '../../../../plugins/workbook/model/workbook.js';
import { generateBigWorkbook } from '../../../../scripts/fixtures/big-template.js';
import { sampleFile } from './sample.js';

/** The text's UTF-8 bytes in chunks of `size` (every chunk boundary a reader may meet, at size 1). */
function inChunks(text: string, size: number): () => Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  return () => {
    const chunks: Uint8Array[] = [];
    for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
    return chunks;
  };
}

/** What parseTemplateText gives for the text: a workbook, or the message it refuses the text with. */
function wholeRead(text: string): Workbook | string {
  try {
    return parseTemplateText(text);
  } catch (error) {
    return (error as Error).message;
  }
}

function streamRead(text: string, size: number): Workbook | string {
  try {
    return readTemplateBytes(inChunks(text, size));
  } catch (error) {
    expect(error).toBeInstanceOf(TemplateFileError);
    return (error as Error).message;
  }
}

/** Cell texts with escapes, quotes, backslash runs and characters of two, three and four UTF-8 bytes. */
function trickyWorkbook(): Workbook {
  const workbook = generateBigWorkbook({ sheets: 2, rows: 40, columns: 6 });
  const sheet = workbook.sheetsById[workbook.sheetIds[0]] as Draft<Sheet>;
  const texts = ['a "quoted" word', 'back\\\\slash\\', '\\"', 'é ü ß', '日本語のテキスト', 'emoji 😀 and 𝄞', 'tab\there\nnew line', '\u2028\u0001', '{"not":"json"}', ''];
  texts.forEach((text, i) => putCell(sheet, sheet.rowIds[i], sheet.columnIds[0], { value: text, data: { type: 'TEXT' } }));
  putCell(sheet, sheet.rowIds[12], sheet.columnIds[1], { formula: '="a\\b"&"""', value: 'a\\b"' });
  return workbook;
}

describe('readTemplateBytes reads a template file as a stream, as parseTemplateText reads its text', () => {
  it('the same workbook for every chunk size, with escapes and multibyte characters across chunk boundaries', () => {
    const text = templateFileText(trickyWorkbook());
    const expected = parseTemplateText(text);
    for (const size of [1, 2, 3, 5, 64, 1 << 16]) expect(readTemplateBytes(inChunks(text, size))).toEqual(expected);
  });

  it('the same workbook from indented text and from a file with a byte order mark', () => {
    const workbook = generateBigWorkbook({ sheets: 2, rows: 30, columns: 4 });
    const indented = templateFileText(workbook, {}, 2);
    expect(readTemplateBytes(inChunks(indented, 13))).toEqual(parseTemplateText(indented));
    const marked = `\ufeff${templateFileText(workbook)}`;
    expect(readTemplateBytes(inChunks(marked, 1))).toEqual(parseTemplateText(marked));
  });

  it('the same workbook when a sheet lists its cells before its rows and columns (another layout)', () => {
    const file = sampleFile();
    const { cellsById, ...rest } = file.sheetsById.ab12cd34;
    file.sheetsById.ab12cd34 = { cellsById, ...rest };
    const text = JSON.stringify(file);
    expect(readTemplateBytes(inChunks(text, 4))).toEqual(parseTemplateText(text));
  });

  it('a big sheet read in many batches of cells gives every cell, in its place', () => {
    const workbook = generateBigWorkbook({ sheets: 1, rows: 3000, columns: 12 });
    const text = templateFileText(workbook);
    const read = readTemplateBytes(inChunks(text, 4096));
    expect(read).toEqual(parseTemplateText(text));
    const sheet = read.sheetsById[read.sheetIds[0]];
    const original = workbook.sheetsById[workbook.sheetIds[0]];
    expect(getCell(sheet, sheet.rowIds[2999], sheet.columnIds[11])).toEqual(getCell(original, original.rowIds[2999], original.columnIds[11]));
  });

  it('cells of one type and number format share one frozen data object', () => {
    const file = sampleFile();
    file.sheetsById.ab12cd34.cellsById['c2&r3'].data = { type: 'NUMBER', format: '#,##0.00' };
    const read = readTemplateBytes(inChunks(JSON.stringify(file), 64));
    const sheet = read.sheetsById.ab12cd34;
    const first = getCell(sheet, 'r1', 'c2')!.data!;
    expect(first).toEqual({ type: 'NUMBER', format: '#,##0.00' });
    expect(getCell(sheet, 'r3', 'c2')!.data).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    // Data with more than a type and a format (a validation) is kept as it is.
    expect(getCell(sheet, 'r2', 'c2')!.data).toEqual({ type: 'BOOLEAN', validation: { type: 'checkbox' } });
  });

  it('malformed JSON is refused with the same line, column and position', () => {
    const good = templateFileText(trickyWorkbook());
    const cellsAt = good.indexOf('"cellsById"');
    const broken = [
      good.slice(0, -1),
      `${good} x`,
      good.replace('"cellsById":{', '"cellsById":{,'),
      `${good.slice(0, cellsAt + 200)}\u0001${good.slice(cellsAt + 200)}`,
      good.replace('a \\"quoted\\" word', 'a \\"quoted\\\\" word'),
      good.replace('"name":', '"name"'),
      '',
      '[1, 2',
      '{"format":"gridcast/1","sheetsById":{"a":{"cellsById":{"x&y":{"value":1}}}}',
    ];
    for (const text of broken) {
      const message = wholeRead(text);
      expect(typeof message).toBe('string');
      for (const size of [1, 7, 1 << 16]) expect(streamRead(text, size)).toBe(message);
    }
  });

  it('a field the cells were checked against, repeated after them, is read as JSON.parse reads it (the last one)', () => {
    const file = sampleFile();
    const sheet = JSON.stringify(file.sheetsById.ab12cd34);
    const text = JSON.stringify(file).replace(sheet, `${sheet.slice(0, -1)},"rowIds":["r1","r2"]}`);
    expect(streamRead(text, 16)).toBe(wholeRead(text));
    expect(wholeRead(text)).toMatch(/rowsById\.r3: row "r3" is not listed in rowIds/);
  });

  it('a key "__proto__" is a field like any other, refused by name', () => {
    const text = JSON.stringify(sampleFile()).replace('"name":"Invoice"', '"name":"Invoice","__proto__":{"x":1}');
    expect(wholeRead(text)).toBe('__proto__: the key "__proto__" is not allowed');
    expect(streamRead(text, 3)).toBe(wholeRead(text));
  });

  it('reads the source again only for text it cannot follow', () => {
    const text = templateFileText(trickyWorkbook());
    const reads = (source: string): number => {
      let count = 0;
      const chunks = inChunks(source, 1 << 12);
      try {
        readTemplateBytes(() => { count++; return chunks(); });
      } catch {
        // The malformed text's refusal is the other tests' subject.
      }
      return count;
    };
    expect(reads(text)).toBe(1);
    expect(reads(text.slice(0, -1))).toBe(2);
  });
});
