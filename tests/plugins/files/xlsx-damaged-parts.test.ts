import type ExcelJS from 'exceljs';
// jszip comes with exceljs; used here to write the parts Excel writes and ExcelJS does not.
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { FileImportError, importXlsx } from '../../../plugins/files/index.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import { parseTemplateText, templateFileText } from '../../../plugins/workbook/file/index.js';
import type { Workbook } from '../../../plugins/workbook/model/workbook.js';
import { cellAt, sheetNamed, xlsxBytes } from './helpers.js';

const X14 = 'xmlns:x14="http://schemas.microsoft.com/office/spreadsheetml/2009/9/main" xmlns:xm="http://schemas.microsoft.com/office/excel/2006/main"';

/** A small book with a table of two columns (Fruit, Count) in A1:B4 and a total in D1. */
function fruitTable(book: ExcelJS.Workbook): void {
  const ws = book.addWorksheet('Data');
  ws.addTable({ name: 'Fruit', ref: 'A1', headerRow: true, columns: [{ name: 'Name', filterButton: true }, { name: 'Count', filterButton: true }], rows: [['apple', 3], ['pear', 5], ['plum', 7]] });
  ws.getCell('D1').value = { formula: 'SUM(B2:B4)', result: 15 };
}

/** The book written by ExcelJS, with some of its parts edited as another writer would have written them. */
async function edited(build: (book: ExcelJS.Workbook) => void, edits: Record<string, (xml: string) => string | null>): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(await xlsxBytes(build));
  for (const [name, edit] of Object.entries(edits)) {
    const text = await zip.file(name)?.async('string');
    const next = edit(text ?? '');
    if (next === null) zip.remove(name);
    else zip.file(name, next);
  }
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

/** Imports a book and checks that its template text reads back. */
async function imported(bytes: Uint8Array): Promise<{ workbook: Workbook; report: { sheet?: string; feature: string; detail: string }[] }> {
  const { workbook, report } = await importXlsx(bytes, 'book.xlsx', new SequentialIdGenerator());
  expect(() => parseTemplateText(templateFileText(workbook))).not.toThrow();
  return { workbook, report: [...report] };
}

describe('books ExcelJS refused, read in part', () => {
  it('reads a table filtered by icon, dropping only the filter (ExcelJS refused the table part)', async () => {
    const bytes = await edited(fruitTable, {
      'xl/tables/table1.xml': (xml) => xml.replace(/<autoFilter[^>]*?(\/>|>[\s\S]*?<\/autoFilter>)/, '<autoFilter ref="A1:B4"><filterColumn colId="1"><iconFilter iconSet="3Arrows" iconId="0"/></filterColumn></autoFilter>'),
    });
    const { workbook, report } = await imported(bytes);
    expect(cellAt(sheetNamed(workbook, 'Data'), 'A3')?.value).toBe('pear');
    expect(cellAt(sheetNamed(workbook, 'Data'), 'D1')?.formula).toBe('=SUM(B2:B4)');
    expect(report).toContainEqual({ sheet: 'Data', feature: 'Filters', detail: 'the filter of table Fruit is not kept: it filters by icon; its rows stay hidden' });
  });

  it('reads a table filtered by colour and sorted, and a sheet with icon-set formats and an icon filter', async () => {
    const bytes = await edited(fruitTable, {
      'xl/tables/table1.xml': (xml) => xml.replace(/<autoFilter[^>]*?(\/>|>[\s\S]*?<\/autoFilter>)/, '<autoFilter ref="A1:B4"><filterColumn colId="0"><filters><filter val="apple"/></filters></filterColumn><filterColumn colId="1"><colorFilter dxfId="0"/></filterColumn><sortState ref="A2:B4"><sortCondition ref="B2:B4"/></sortState></autoFilter>'),
      'xl/worksheets/sheet1.xml': (xml) => xml
        .replace(/(<pageMargins)/, '<conditionalFormatting sqref="B2:B4"><cfRule type="iconSet" priority="1"><iconSet iconSet="3Arrows"><cfvo type="percent" val="0"/><cfvo type="percent" val="33"/><cfvo type="percent" val="67"/></iconSet></cfRule></conditionalFormatting>$1')
        .replace('</worksheet>', `<extLst><ext uri="{78C0D931-6437-407d-A8EE-F0AAD7539E65}" ${X14}><x14:conditionalFormattings><x14:conditionalFormatting><x14:cfRule type="iconSet" priority="2" id="{00000000-0000-0000-0000-000000000002}"><x14:iconSet iconSet="3Stars" custom="1"><x14:cfvo type="percent"><xm:f>0</xm:f></x14:cfvo><x14:cfvo type="percent"><xm:f>33</xm:f></x14:cfvo><x14:cfvo type="percent"><xm:f>67</xm:f></x14:cfvo><x14:cfIcon iconSet="3Flags" iconId="0"/><x14:cfIcon iconSet="NoIcons" iconId="0"/><x14:cfIcon iconSet="3Stars" iconId="2"/></x14:iconSet></x14:cfRule><xm:sqref>B2:B4</xm:sqref></x14:conditionalFormatting></x14:conditionalFormattings></ext></extLst></worksheet>`),
    });
    const { workbook, report } = await imported(bytes);
    expect(cellAt(sheetNamed(workbook, 'Data'), 'B4')?.value).toBe(7);
    expect(report).toContainEqual({ sheet: 'Data', feature: 'Filters', detail: 'the filter of table Fruit is not kept: it filters by colour; its rows stay hidden' });
    expect(report).toContainEqual({ feature: 'Filters', detail: 'the sort order stored with the filter of table Fruit is not kept' });
    expect(report).toContainEqual({ sheet: 'Data', feature: 'Conditional formatting', detail: 'iconSet rules are not supported (2 times)' });
  });

  it('reads a book whose list validations point at a table over whole columns, and reports those stored as an Excel 2010 extension', async () => {
    const bytes = await edited(fruitTable, {
      'xl/worksheets/sheet1.xml': (xml) => xml
        .replace(/(<pageMargins)/, '<dataValidations count="3"><dataValidation type="list" allowBlank="1" sqref="F2:F10"><formula1>INDIRECT("Fruit[Name]")</formula1></dataValidation><dataValidation type="list" allowBlank="1" sqref="G2:G1048576"><formula1>Fruit[Name]</formula1></dataValidation><dataValidation type="whole" operator="greaterThan" allowBlank="1" sqref="B2:B1048576 A1:XFD1048576"><formula1>0</formula1></dataValidation></dataValidations>$1')
        .replace('</worksheet>', `<extLst><ext uri="{CCE6A557-97BC-4b89-ADB6-D9C93CAAB3DF}" ${X14}><x14:dataValidations count="1"><x14:dataValidation type="list" allowBlank="1"><x14:formula1><xm:f>Lists!$A$1:$A$3</xm:f></x14:formula1><xm:sqref>H2:H10</xm:sqref></x14:dataValidation></x14:dataValidations></ext></extLst></worksheet>`),
    });
    const { workbook, report } = await imported(bytes);
    expect(cellAt(sheetNamed(workbook, 'Data'), 'A2')?.value).toBe('apple');
    // ExcelJS keeps an entry per cell of an area: the areas are first cut to the cells the sheet has.
    expect(cellAt(sheetNamed(workbook, 'Data'), 'B3')?.data?.validation).toMatchObject({ type: 'number_greater', input1: '0' });
    expect(report).toContainEqual({ feature: 'Data validation', detail: 'validations whose list or limits read another sheet (an Excel 2010 extension) are not kept' });
  });

  it('reads a book of an Excel 2007 beta: the beta namespace, no styles, no shared strings, no document properties', async () => {
    const beta = 'http://schemas.microsoft.com/office/excel/2006/2';
    const bytes = await edited((book) => {
      const ws = book.addWorksheet('Beta');
      ws.getCell('A1').value = 42;
      ws.getCell('A2').value = { formula: 'A1*2', result: 84 };
    }, {
      'xl/workbook.xml': (xml) => xml.replaceAll('http://schemas.openxmlformats.org/spreadsheetml/2006/main', beta),
      'xl/worksheets/sheet1.xml': (xml) => xml.replaceAll('http://schemas.openxmlformats.org/spreadsheetml/2006/main', beta),
      'xl/styles.xml': () => null,
      'xl/sharedStrings.xml': () => null,
      'docProps/core.xml': () => null,
      'docProps/app.xml': () => null,
    });
    const { workbook } = await imported(bytes);
    expect(cellAt(sheetNamed(workbook, 'Beta'), 'A1')?.value).toBe(42);
    expect(cellAt(sheetNamed(workbook, 'Beta'), 'A2')?.formula).toBe('=A1*2');
  });

  it('reads a book whose elements carry a namespace prefix (<x:row>), and one whose properties have an element ExcelJS does not know', async () => {
    const prefixed = (xml: string) => xml.replace(/<(\/?)([A-Za-z])/g, '<$1x:$2').replace('xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"', 'xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"');
    const bytes = await edited((book) => {
      book.addWorksheet('Prefixed').getCell('B2').value = 'text';
    }, {
      'xl/workbook.xml': prefixed,
      'xl/worksheets/sheet1.xml': prefixed,
      'xl/sharedStrings.xml': prefixed,
      'docProps/core.xml': (xml) => xml.replace('</cp:coreProperties>', '<dc:contributor>someone</dc:contributor></cp:coreProperties>'),
    });
    const { workbook } = await imported(bytes);
    expect(cellAt(sheetNamed(workbook, 'Prefixed'), 'B2')?.value).toBe('text');
  });

  it("matches sheets to their parts in order when the workbook's relationships are missing, and says so", async () => {
    const bytes = await edited((book) => {
      book.addWorksheet('First').getCell('A1').value = 1;
      book.addWorksheet('Second').getCell('A1').value = 2;
    }, { 'xl/_rels/workbook.xml.rels': () => null });
    const { workbook, report } = await imported(bytes);
    expect(cellAt(sheetNamed(workbook, 'Second'), 'A1')?.value).toBe(2);
    expect(report).toContainEqual({ feature: 'Sheets', detail: "the workbook's list of its parts is missing or incomplete; its sheets were matched to their parts in order" });
  });

  it('drops a cell past column XFD and a reference to a missing notes part, and reads the rest', async () => {
    const bytes = await edited((book) => {
      const ws = book.addWorksheet('Edge');
      ws.getCell('A1').value = 1;
      ws.getCell('B1').note = 'a note';
    }, {
      'xl/worksheets/sheet1.xml': (xml) => xml.replace('</row>', '<c r="XFE1"><v>9</v></c></row>'),
      'xl/comments1.xml': () => null,
    });
    const { workbook, report } = await imported(bytes);
    expect(cellAt(sheetNamed(workbook, 'Edge'), 'A1')?.value).toBe(1);
    expect(report).toContainEqual({ sheet: 'Edge', feature: 'Cells', detail: "1 cell past column XFD, the last of Excel's grid, is not kept" });
  });

  it('leaves out a sheet ExcelJS cannot read at all, names it, and imports the other sheets', async () => {
    const bytes = await edited((book) => {
      book.addWorksheet('Good').getCell('A1').value = 'kept';
      book.addWorksheet('Bad').getCell('A1').value = 1;
    }, { 'xl/worksheets/sheet2.xml': (xml) => xml.replace('<c r="A1"', '<c r="1A"') });
    const { workbook, report } = await imported(bytes);
    expect(workbook.sheetIds.map((id) => workbook.sheetsById[id].name)).toEqual(['Good']);
    expect(cellAt(sheetNamed(workbook, 'Good'), 'A1')?.value).toBe('kept');
    expect(report).toContainEqual({ sheet: 'Bad', feature: 'Sheets', detail: 'the sheet could not be read and is not imported' });
  });

  it('still refuses a book of which nothing can be read', async () => {
    const bytes = await edited((book) => {
      book.addWorksheet('Only').getCell('A1').value = 1;
    }, { 'xl/workbook.xml': () => '<workbook><sheets><sheet name="Only" sheetId="1" r:id="rId1"' });
    await expect(importXlsx(bytes, 'broken.xlsx', new SequentialIdGenerator())).rejects.toBeInstanceOf(FileImportError);
  });
});

describe('what an xlsx import reports it leaves out', () => {
  it('names pivot tables, chart sheets, links to other books, connections and macros', async () => {
    const bytes = await edited((book) => {
      book.addWorksheet('Data').getCell('A1').value = 1;
    }, {
      'xl/pivotTables/pivotTable1.xml': () => '<pivotTableDefinition/>',
      'xl/chartsheets/sheet1.xml': () => '<chartsheet/>',
      'xl/externalLinks/externalLink1.xml': () => '<externalLink/>',
      'xl/connections.xml': () => '<connections/>',
      'xl/vbaProject.bin': () => 'binary',
    });
    const { report } = await imported(bytes);
    expect(report).toEqual(expect.arrayContaining([
      { feature: 'Pivot tables', detail: '1 pivot table is not kept; the values it showed stay as plain cells' },
      { feature: 'Chart sheets', detail: '1 chart sheet is not kept' },
      { feature: 'External links', detail: 'the link to another workbook is not kept' },
      { feature: 'Data connections', detail: 'queries and data connections are not kept; their last results stay as plain cells' },
      { feature: 'Macros', detail: 'VBA macros are not kept' },
    ]));
  });
});
