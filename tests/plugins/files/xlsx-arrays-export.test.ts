import type { Draft } from 'immer';
import JSZip from 'jszip';
import type { Cell } from '../../../plugins/workbook/model/cell.js';
import { describe, expect, it } from 'vitest';
import { exportXlsx, type ExportOptions, importXlsx } from '../../../plugins/files/index.js';
import { Engine } from '../../../plugins/formulas/engine/index.js';
import { isError } from '../../../plugins/formulas/values.js';
import { parseA1 } from '../../../plugins/workbook/a1.js';
import { putCell } from '../../../plugins/workbook/cell-store.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import type { Sheet } from '../../../plugins/workbook/model/sheet.js';
import type { Workbook } from '../../../plugins/workbook/model/workbook.js';
import { engineOptions } from '../../support/engine.js';
import { cellAt, sheetNamed } from './helpers.js';
import { DYNAMIC_ARRAY_METADATA, formula, minimalXlsx, num, row } from './minimal-xlsx.js';

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** A dynamic array (A1), a legacy array (H1:I2), formulas of pre-dynamic-array Excel (K2, L2) and one with an `@` of its own (M1). */
async function book(): Promise<Workbook> {
  const rows = row(1, formula('A1', '_xlfn.SEQUENCE(3)', 1, ' t="array" ref="A1:A3"', ' cm="1"'), num('E1', 10), num('F1', 20), formula('H1', 'A1:A2+E1:F1', 11, ' t="array" ref="H1:I2"'), num('J1', 1))
    + row(2, num('A2', 2), num('J2', 2), formula('K2', 'J1:J3*2', 4), formula('L2', 'SUM(J1:J3)', 6))
    + row(3, num('A3', 3), num('J3', 3));
  const { workbook } = await importXlsx(await minimalXlsx([{ name: 'S', rows }], DYNAMIC_ARRAY_METADATA), 'book.xlsx', new SequentialIdGenerator());
  const sheet = workbook.sheetsById[workbook.sheetIds[0]];
  putCell(sheet as Draft<Sheet>, sheet.rowIds[0], sheet.columnIds[12], { formula: '=SUM(@J1:J3)' });
  return workbook;
}

/** Export options as the hosts give them: values and spill sizes from an engine. */
function computed(workbook: Workbook): ExportOptions & { value: (address: string) => unknown } {
  const engine = new Engine(engineOptions());
  engine.loadWorkbook(workbook, {});
  const sheetId = workbook.sheetIds[0];
  const valueAt = (id: string, r: number, c: number) => {
    const v = engine.getValue(id, r, c);
    return isError(v) ? v.code : v;
  };
  return {
    computedValue: valueAt,
    spillSize: (id, r, c) => engine.spillSize(id, r, c),
    value: (address) => {
      const at = parseA1(address)!;
      return valueAt(sheetId, at.row, at.column);
    },
  };
}

async function parts(bytes: Uint8Array): Promise<Record<string, string>> {
  const zip = await JSZip.loadAsync(bytes);
  const out: Record<string, string> = {};
  for (const [name, file] of Object.entries(zip.files)) if (!file.dir) out[name] = await file.async('string');
  return out;
}

/** A cell's XML in a sheet part. */
function cellXml(sheet: string, address: string): string | undefined {
  return new RegExp(`<c r="${address}"[^>]*?(?:/>|>[\\s\\S]*?</c>)`).exec(sheet)?.[0];
}

describe('xlsx export of array formulas and implicit intersection', () => {
  it('writes each formula as Excel stores it', async () => {
    const workbook = await book();
    const xml = await parts(await exportXlsx(workbook, computed(workbook)));
    const sheet = xml['xl/worksheets/sheet1.xml'];
    expect(cellXml(sheet, 'A1')).toMatch(/^<c r="A1" cm="1"[^>]*><f t="array" ref="A1:A3">_xlfn\.SEQUENCE\(3\)<\/f><v>1<\/v><\/c>$/);
    expect([cellXml(sheet, 'A2'), cellXml(sheet, 'A3')]).toEqual(['<c r="A2"><v>2</v></c>', '<c r="A3"><v>3</v></c>']);
    expect(cellXml(sheet, 'H1')).toBe('<c r="H1"><f t="array" ref="H1:I2">A1:A2+E1:F1</f><v>11</v></c>');
    expect(cellXml(sheet, 'I2')).toBe('<c r="I2"><v>22</v></c>');
    expect(cellXml(sheet, 'K2')).toBe('<c r="K2"><f>J1:J3*2</f><v>4</v></c>');
    expect(cellXml(sheet, 'L2')).toBe('<c r="L2"><f>SUM(J1:J3)</f><v>6</v></c>');
    expect(cellXml(sheet, 'M1')).toBe('<c r="M1" cm="1"><f t="array" ref="M1">SUM(_xlfn.SINGLE(J1:J3))</f><v>1</v></c>');
    expect(xml['xl/metadata.xml']).toContain('<xda:dynamicArrayProperties fDynamic="1" fCollapsed="0"/>');
    expect(xml['[Content_Types].xml']).toContain('<Override PartName="/xl/metadata.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheetMetadata+xml"/>');
    expect(xml['xl/_rels/workbook.xml.rels']).toMatch(/<Relationship Id="[^"]+" Type="http:\/\/schemas\.openxmlformats\.org\/officeDocument\/2006\/relationships\/sheetMetadata" Target="metadata\.xml"\/>/);
  });

  it('flags dynamic arrays in a workbook with pictures too (written whole, not streamed)', async () => {
    const workbook = await book();
    const sheet = workbook.sheetsById[workbook.sheetIds[0]];
    putCell(sheet as Draft<Sheet>, sheet.rowIds[9], sheet.columnIds[0], { data: { type: 'IMAGE', imageUrl: PIXEL } });
    const xml = await parts(await exportXlsx(workbook, computed(workbook)));
    expect(cellXml(xml['xl/worksheets/sheet1.xml'], 'A1')).toMatch(/^<c r="A1" cm="1"/);
    expect(Object.keys(xml).filter((name) => name.startsWith('xl/media/') || name === 'xl/metadata.xml')).toHaveLength(2);
  });

  it('writes no metadata part for a workbook without dynamic arrays', async () => {
    const { workbook } = await importXlsx(await minimalXlsx([{ name: 'S', rows: row(1, num('A1', 1), formula('B1', 'A1*2', 2)) }]), 'plain.xlsx', new SequentialIdGenerator());
    const xml = await parts(await exportXlsx(workbook, computed(workbook)));
    expect(xml['xl/metadata.xml']).toBeUndefined();
    expect(cellXml(xml['xl/worksheets/sheet1.xml'], 'B1')).toBe('<c r="B1"><f>A1*2</f><v>2</v></c>');
  });

  it('comes back from its export with the same formulas, areas and values', async () => {
    const workbook = await book();
    const before = computed(workbook);
    const { workbook: back } = await importXlsx(await exportXlsx(workbook, before), 'back.xlsx', new SequentialIdGenerator());
    const after = computed(back);
    const addresses = ['A1', 'A2', 'A3', 'H1', 'I1', 'H2', 'I2', 'K2', 'L2', 'M1'];
    const sheet = sheetNamed(back, 'S');
    // A formula cell's cached value is whatever the file held (the export caches what the engine computed).
    const written = (cell: Cell | undefined) => (cell?.formula ? { ...cell, value: undefined } : cell);
    expect(addresses.map((a) => written(cellAt(sheet, a)))).toEqual(addresses.map((a) => written(cellAt(sheetNamed(workbook, 'S'), a))));
    expect(addresses.map(after.value)).toEqual(addresses.map(before.value));
    expect(addresses.map(after.value)).toEqual([1, 2, 3, 11, 21, 12, 22, 4, 6, 1]);
  });
});
