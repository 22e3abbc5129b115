// jszip comes with exceljs; used here to write the parts of a book exceljs cannot (defined names that are
// formulas, calcPr's iteration, links to other books), as Excel writes them.
import JSZip from 'jszip';
import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportXlsx, importXlsx } from '../../../plugins/files/index.js';
import { plainSheetSpans } from '../../../plugins/files/xlsx/sheet-spans.js';
import { Engine } from '../../../plugins/formulas/engine/index.js';
import { isError } from '../../../plugins/formulas/values.js';
import type { CellValue } from '../../../plugins/workbook/model/cell.js';
import { a1, parseA1 } from '../../../plugins/workbook/a1.js';
import { putCell } from '../../../plugins/workbook/cell-store.js';
import { produce, type Draft } from 'immer';
import type { Sheet } from '../../../plugins/workbook/model/sheet.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import type { Workbook } from '../../../plugins/workbook/model/workbook.js';
import { engineOptions } from '../../support/engine.js';
import { cellAt, sheetNamed, xlsxBytes } from './helpers.js';

interface Parts {
  /** `<definedName>` elements, written before calcPr. */
  readonly names?: string;
  /** Attributes added to calcPr. */
  readonly calcPr?: string;
  /** More parts by path, and workbook.xml's insertions after `</sheets>` (externalReferences). */
  readonly files?: Record<string, string>;
  readonly afterSheets?: string;
  readonly workbookRels?: string;
}

/** A book written by ExcelJS, then given the parts of workbook.xml ExcelJS does not write, as Excel does. */
async function book(build: (book: ExcelJS.Workbook) => void, parts: Parts): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(await xlsxBytes(build));
  let xml = await zip.file('xl/workbook.xml')!.async('string');
  if (parts.afterSheets) xml = xml.replace('</sheets>', `</sheets>${parts.afterSheets}`);
  if (parts.names) xml = xml.replace(/<definedNames>[\s\S]*?<\/definedNames>/, '').replace('<calcPr', `<definedNames>${parts.names}</definedNames><calcPr`);
  if (parts.calcPr) xml = xml.replace('<calcPr', `<calcPr ${parts.calcPr}`);
  zip.file('xl/workbook.xml', xml);
  if (parts.workbookRels) {
    const rels = await zip.file('xl/_rels/workbook.xml.rels')!.async('string');
    zip.file('xl/_rels/workbook.xml.rels', rels.replace('</Relationships>', `${parts.workbookRels}</Relationships>`));
  }
  for (const [name, text] of Object.entries(parts.files ?? {})) zip.file(name, text);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

async function imported(bytes: Uint8Array) {
  return importXlsx(bytes, 'book.xlsx', new SequentialIdGenerator());
}

/** Computed values by sheet name and A1 address (errors as their code). */
function computed(workbook: Workbook): (sheet: string, address: string) => CellValue {
  const engine = new Engine(engineOptions());
  engine.loadWorkbook(workbook, {});
  return (sheet, address) => {
    const { row, column } = parseA1(address)!;
    const value = engine.getValue(sheetNamed(workbook, sheet).id, row, column);
    return isError(value) ? value.code : value;
  };
}

// A 1x1 transparent PNG.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const formula = (text: string, result?: ExcelJS.CellFormulaValue['result']): ExcelJS.CellFormulaValue => ({ formula: text, result, date1904: false });

describe('xlsx: defined names that are formulas', () => {
  const names = [
    '<definedName name="rate">0.2</definedName>',
    '<definedName name="week">_xlfn.LAMBDA(LEFT(TEXT(2+_xlfn.SEQUENCE(1,7,0),"ddd")))</definedName>',
    '<definedName name="double">_xlfn.LAMBDA(_xlpm.x,_xlpm.x*2)</definedName>',
    '<definedName name="total">SUM(Data!$A$1:$A$3)</definedName>',
    '<definedName name="column">Data!$A:$A</definedName>',
    '<definedName name="pair">Data!$A$1,Data!$A$3</definedName>',
    '<definedName name="price">Data!$B$2</definedName>',
    '<definedName name="text">"OFFSET($A$10;0;0;0;1)"</definedName>',
    '<definedName name="onSheet" localSheetId="1">Data!$A$2</definedName>',
    '<definedName name="_xlnm.Print_Area" localSheetId="0">Data!$A$1:$B$3</definedName>',
    '<definedName name="_xlfn.SINGLE" hidden="1">#NAME?</definedName>',
  ].join('');
  const build = (wb: ExcelJS.Workbook) => {
    const data = wb.addWorksheet('Data');
    data.getCell('A1').value = 1;
    data.getCell('A2').value = 2;
    data.getCell('A3').value = 4;
    data.getCell('B2').value = 9;
    const use = wb.addWorksheet('Use');
    use.getCell('A1').value = formula('rate*10');
    use.getCell('A2').value = formula('double(21)');
    use.getCell('A3').value = formula('INDEX(week(),1,1)&INDEX(week(),1,7)');
    use.getCell('A4').value = formula('total');
    use.getCell('A5').value = formula('SUM(column)');
    use.getCell('A6').value = formula('SUM(pair)');
    use.getCell('A7').value = formula('price');
    use.getCell('A8').value = formula('text');
    use.getCell('A9').value = formula('onSheet*3');
  };

  it('imports them as named formulas (Excel prefixes dropped, areas as a union), one range as a named range', async () => {
    const { workbook, report } = await imported(await book(build, { names }));
    const byName = Object.fromEntries(Object.values(workbook.namedRangesById).map((n) => [n.name, n]));
    expect(Object.keys(byName).sort()).toEqual(['column', 'double', 'onSheet', 'pair', 'price', 'rate', 'text', 'total', 'week']);
    expect(byName.rate.formula).toBe('0.2');
    expect(byName.week.formula).toBe('LAMBDA(LEFT(TEXT(2+SEQUENCE(1,7,0),"ddd")))');
    expect(byName.double.formula).toBe('LAMBDA(x,x*2)');
    expect(byName.column.formula).toBe('Data!$A:$A');
    expect(byName.pair.formula).toBe('(Data!$A$1,Data!$A$3)');
    expect(byName.price.formula).toBeUndefined();
    expect(byName.onSheet.formula).toBeUndefined();
    expect(report).toContainEqual({ feature: 'Print settings', detail: 'Print_Area is not kept' });
    // A call of a name is no unsupported function.
    expect(report.some((line) => line.feature === 'Formulas')).toBe(false);
  });

  it('computes the formulas using them as Excel does', async () => {
    const value = computed((await imported(await book(build, { names }))).workbook);
    expect(value('Use', 'A1')).toBe(2);
    expect(value('Use', 'A2')).toBe(42);
    expect(value('Use', 'A3')).toBe('MS');
    expect(value('Use', 'A4')).toBe(7);
    expect(value('Use', 'A5')).toBe(7);
    expect(value('Use', 'A6')).toBe(5);
    expect(value('Use', 'A7')).toBe(9);
    expect(value('Use', 'A8')).toBe('OFFSET($A$10;0;0;0;1)');
    expect(value('Use', 'A9')).toBe(6);
  });

  it('writes them back as defined names with Excel prefixes, which import again the same', async () => {
    const first = (await imported(await book(build, { names }))).workbook;
    const exported = await exportXlsx(first);
    const xml = await (await JSZip.loadAsync(exported)).file('xl/workbook.xml')!.async('string');
    expect(xml).toContain('<definedName name="week">_xlfn.LAMBDA(LEFT(TEXT(2+_xlfn.SEQUENCE(1,7,0),&quot;ddd&quot;)))</definedName>');
    expect(xml).toContain('<definedName name="double">_xlfn.LAMBDA(_xlpm.x,_xlpm.x*2)</definedName>');
    expect(xml).toMatch(/<definedName name="price">Data!\$B\$2<\/definedName>/);
    const again = (await imported(exported)).workbook;
    const formulas = (w: Workbook) => Object.fromEntries(Object.values(w.namedRangesById).map((n) => [n.name, n.formula ?? null]));
    expect(formulas(again)).toEqual(formulas(first));
    expect(computed(again)('Use', 'A3')).toBe('MS');
  });

  it('writes them back from the in-memory writer too (a book with an image cell)', async () => {
    const first = (await imported(await book(build, { names, calcPr: 'iterate="1"' }))).workbook;
    const withImage = produce(first, (draft) => {
      const sheet = draft.sheetsById[first.sheetIds[0]] as Draft<Sheet>;
      putCell(sheet, sheet.rowIds[9], sheet.columnIds[0], { data: { type: 'IMAGE', imageUrl: PNG } });
    });
    const xml = await (await JSZip.loadAsync(await exportXlsx(withImage))).file('xl/workbook.xml')!.async('string');
    expect(xml).toContain('<definedName name="double">_xlfn.LAMBDA(_xlpm.x,_xlpm.x*2)</definedName>');
    expect(xml).toMatch(/<calcPr iterate="1" iterateCount="100" iterateDelta="0.001"/);
  });
});

describe('xlsx: circular references and iterative calculation', () => {
  const cycle = (wb: ExcelJS.Workbook) => {
    const ws = wb.addWorksheet('Sheet1');
    ws.getCell('A1').value = formula('A1', 7);
    ws.getCell('B1').value = formula('1+B2', 19);
    ws.getCell('B2').value = formula('1+B1', 20);
    ws.getCell('C1').value = formula('B2*2', 40);
  };

  it("keeps Excel's rules in the template: the cached values of a cycle, without iteration", async () => {
    const { workbook } = await imported(await book(cycle, {}));
    expect(workbook.settings.calculation).toEqual({ excel: true });
    const value = computed(workbook);
    expect([value('Sheet1', 'A1'), value('Sheet1', 'B1'), value('Sheet1', 'B2'), value('Sheet1', 'C1')]).toEqual([7, 19, 20, 40]);
  });

  it("reads calcPr's iteration into the template and writes it back", async () => {
    const { workbook } = await imported(await book(cycle, { calcPr: 'iterate="1" iterateCount="10" iterateDelta="0.5"' }));
    expect(workbook.settings.calculation).toEqual({ excel: true, iterate: true, maxIterations: 10, maxChange: 0.5 });
    expect(computed(workbook)('Sheet1', 'C1')).toBe(40);
    const xml = await (await JSZip.loadAsync(await exportXlsx(workbook))).file('xl/workbook.xml')!.async('string');
    expect(xml).toMatch(/<calcPr iterate="1" iterateCount="10" iterateDelta="0.5"/);
    expect((await imported(await exportXlsx(workbook))).workbook.settings.calculation).toEqual({ excel: true, iterate: true, maxIterations: 10, maxChange: 0.5 });
  });

  it('keeps the value Excel cached on every formula cell', async () => {
    const { workbook } = await imported(await book(cycle, {}));
    expect(cellAt(sheetNamed(workbook, 'Sheet1'), 'B2')).toMatchObject({ formula: '=1+B1', value: 20 });
  });
});

describe('xlsx: other workbooks, 3D references and errors', () => {
  const links = {
    afterSheets: '<externalReferences><externalReference r:id="rId99"/></externalReferences>',
    workbookRels: '<Relationship Id="rId99" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/externalLink" Target="externalLinks/externalLink1.xml"/>',
    files: {
      'xl/externalLinks/externalLink1.xml':
        '<externalLink xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><externalBook r:id="rId1"><sheetNames><sheetName val="Feuil8"/></sheetNames><sheetDataSet><sheetData sheetId="0"><row r="1"><cell r="A1"><v>21</v></cell></row></sheetData></sheetDataSet></externalBook></externalLink>',
      'xl/externalLinks/_rels/externalLink1.xml.rels':
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/externalLinkPath" Target="file:///C:/Books/My%20Budget.xlsx" TargetMode="External"/></Relationships>',
    },
  };
  const build = (wb: ExcelJS.Workbook) => {
    const ws = wb.addWorksheet('Feuil1');
    ws.getCell('A1').value = formula('[1]Feuil8!A1*2', 42);
    ws.getCell('A2').value = formula('[1]Feuil8!B9', { error: '#REF!' });
    ws.getCell('A3').value = formula('A1+1', 43);
  };

  it('a formula reading another workbook keeps the value Excel cached, and the report names the book', async () => {
    const { workbook, report } = await imported(await book(build, links));
    const value = computed(workbook);
    expect([value('Feuil1', 'A1'), value('Feuil1', 'A2'), value('Feuil1', 'A3')]).toEqual([42, '#REF!', 43]);
    expect(report).toContainEqual({ sheet: 'Feuil1', feature: 'Links to other workbooks', detail: 'formulas reading C:/Books/My Budget.xlsx keep the values Excel cached (2 times)' });
  });

  it('is written back as its value (the link is not kept), an error as an error', async () => {
    const { workbook } = await imported(await book(build, links));
    const value = computed(workbook);
    const exported = await exportXlsx(workbook, { computedValue: (sheetId, row, col) => value(workbook.sheetsById[sheetId].name, a1(row, col)) });
    const sheetXml = await (await JSZip.loadAsync(exported)).file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheetXml).toMatch(/<c r="A1"[^>]*><v>42<\/v><\/c>/);
    expect(sheetXml).toMatch(/<c r="A2"[^>]*t="e"[^>]*><v>#REF!<\/v><\/c>/);
    expect(sheetXml).not.toContain('[1]');
  });

  it('3D references are computed, and written back as they are', async () => {
    const bytes = await book((wb) => {
      for (const [name, value] of [['Jan', 1], ['Feb', 2], ['Mar', 4]] as const) wb.addWorksheet(name).getCell('B2').value = value;
      const summary = wb.addWorksheet('Summary');
      summary.getCell('A1').value = formula('SUM(Jan:Mar!B2)', 7);
      summary.getCell('A2').value = formula("COUNTA('Jan:Feb'!B2:B3)", 2);
    }, {});
    const { workbook } = await imported(bytes);
    expect(computed(workbook)('Summary', 'A1')).toBe(7);
    expect(computed(workbook)('Summary', 'A2')).toBe(2);
    const again = (await imported(await exportXlsx(workbook))).workbook;
    // Written as Excel writes it, quoted only where a name needs it (LibreOffice reads only that form).
    expect(cellAt(sheetNamed(again, 'Summary'), 'A2')?.formula).toBe('=COUNTA(Jan:Feb!B2:B3)');
    expect(computed(again)('Summary', 'A1')).toBe(7);
  });

  it('a span of sheets needing quotes keeps them', () => {
    expect(plainSheetSpans("SUM('Jan 24:Mar'!B2)+COUNT('Jan:Mar'!A:A)+'My sheet'!A1")).toBe("SUM('Jan 24:Mar'!B2)+COUNT(Jan:Mar!A:A)+'My sheet'!A1");
  });

  it('a formula the parser cannot read is #NAME? (never #ERROR!), and errors are written as errors with Excel codes', async () => {
    const { workbook } = await imported(await book((wb) => {
      const ws = wb.addWorksheet('S');
      ws.getCell('A1').value = formula('SUM(1,', 0);
      ws.getCell('A2').value = formula('SEQUENCE(2)', 1);
      ws.getCell('A3').value = formula('1/0', { error: '#DIV/0!' });
    }, {}));
    expect(computed(workbook)('S', 'A1')).toBe('#NAME?');
    const codes: Record<string, string> = { '0,0': '#ERROR!', '1,0': '#SPILL!', '2,0': '#CALC!' };
    const exported = await exportXlsx(workbook, { computedValue: (_sheet, row, col) => codes[`${row},${col}`] });
    const xml = await (await JSZip.loadAsync(exported)).file('xl/worksheets/sheet1.xml')!.async('string');
    expect(xml).toMatch(/<c r="A1"[^>]*t="e"[^>]*><f>[^<]*<\/f><v>#VALUE!<\/v>/);
    expect(xml).toMatch(/<c r="A2"[^>]*t="e"[^>]*><f>[^<]*<\/f><v>#SPILL!<\/v>/);
    expect(xml).toMatch(/<c r="A3"[^>]*t="e"[^>]*><f>[^<]*<\/f><v>#CALC!<\/v>/);
    expect(xml).not.toContain('#ERROR!');
  });
});
