import { describe, expect, it } from 'vitest';
import { countCells, getCell } from '../../../../plugins/workbook/cell-store.js';
import { readTemplateFile, TemplateFileError, writeTemplateFile } from '../../../../plugins/workbook/file/index.js';
import { sampleFile } from './sample.js';

describe('readTemplateFile', () => {
  it('reads a valid file into the in-memory workbook with bucketed cells', () => {
    const workbook = readTemplateFile(sampleFile());
    const sheet = workbook.sheetsById.ab12cd34;
    expect(workbook.sheetIds).toEqual(['ab12cd34', 'ef56gh78']);
    expect(countCells(sheet)).toBe(6);
    expect(getCell(sheet, 'r1', 'c2')).toEqual({ formula: '=SUM(B2:B3)', value: 42, data: { type: 'NUMBER', format: '#,##0.00' } });
    expect(getCell(sheet, 'r3', 'c1')?.mergedInto).toBe('c1&r2');
    expect('cellsById' in sheet).toBe(false);
    expect(workbook.sheetsById.ef56gh78.hidden).toBe(true);
  });

  it("reads a legacy array formula's area, and writes it back", () => {
    const file = sampleFile();
    file.sheetsById.ab12cd34.cellsById['c2&r1'] = { formula: '=B2:B3*2', arrayRows: 2, arrayColumns: 1 };
    const workbook = readTemplateFile(file);
    expect(getCell(workbook.sheetsById.ab12cd34, 'r1', 'c2')).toEqual({ formula: '=B2:B3*2', arrayRows: 2, arrayColumns: 1 });
    expect(writeTemplateFile(workbook).sheetsById.ab12cd34.cellsById['c2&r1']).toEqual({ formula: '=B2:B3*2', arrayRows: 2, arrayColumns: 1 });
  });

  it('keeps unknown fields of plugin-owned records as they are', () => {
    const workbook = readTemplateFile(sampleFile());
    expect(workbook.conditionalFormatsById.cf1).toEqual(sampleFile().conditionalFormatsById.cf1);
    expect(workbook.sheetsById.ab12cd34.chartsById.ch1).toEqual({ id: 'ch1', name: 'Chart 1', type: 'bar', futureField: { nested: [1, 2] } });
  });

  it('fills absent optional collections with empty ones', () => {
    const file = sampleFile();
    for (const key of ['namedRangesById', 'conditionalFormatsById', 'palettesById', 'userFunctions', 'testShadowsById', 'recommendedCastsByName', 'customColors', 'settings']) delete file[key];
    for (const cell of Object.values(file.sheetsById.ab12cd34.cellsById) as Record<string, unknown>[]) delete cell.linkTo;
    const workbook = readTemplateFile(file);
    expect(workbook.namedRangesById).toEqual({});
    expect(workbook.userFunctions).toEqual([]);
    expect(workbook.customColors).toEqual([]);
    expect(workbook.settings).toEqual({});
  });

  it('reads and writes the 1904 date system setting, and refuses another date system', () => {
    const file = sampleFile();
    file.settings = { dateSystem: 1904 };
    const workbook = readTemplateFile(file);
    expect(workbook.settings).toEqual({ dateSystem: 1904 });
    expect(writeTemplateFile(workbook).settings).toEqual({ dateSystem: 1904 });
    file.settings = { dateSystem: 2000 };
    expect(() => readTemplateFile(file)).toThrow('settings.dateSystem: expected 1900 or 1904, got 2000');
  });

  it('drops fields the engine derives instead of trusting them', () => {
    const file = sampleFile();
    file.sheetsById.ab12cd34.cellsById['c2&r1'].dependencies = ['c1&r1'];
    file.sheetsById.ab12cd34.cellsById['c2&r1'].data.error = '#REF!';
    file.sheetsById.ab12cd34.rowsById.r1.hiddenByCellId = 'c1&r1';
    file.namedRangesById.nr1.dependents = ['x'];
    file.inputDependents = {};
    const workbook = readTemplateFile(file);
    expect(getCell(workbook.sheetsById.ab12cd34, 'r1', 'c2')).toEqual({ formula: '=SUM(B2:B3)', value: 42, data: { type: 'NUMBER', format: '#,##0.00' } });
    expect(workbook.sheetsById.ab12cd34.rowsById.r1).toEqual({ id: 'r1', height: 21 });
    expect(workbook.namedRangesById.nr1).not.toHaveProperty('dependents');
  });

  it('does not change the JSON it was given', () => {
    const file = sampleFile();
    file.sheetsById.ab12cd34.cellsById['c2&r1'].dependencies = ['c1&r1'];
    const copy = structuredClone(file);
    readTemplateFile(file);
    expect(file).toEqual(copy);
  });

  it('throws TemplateFileError with the path and the problem as separate fields', () => {
    const file = sampleFile();
    file.sheetsById.ab12cd34.rowsById.r1.height = '21';
    try {
      readTemplateFile(file);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(TemplateFileError);
      expect((error as TemplateFileError).path).toBe('sheetsById.ab12cd34.rowsById.r1.height');
      expect((error as TemplateFileError).problem).toBe('expected a number >= 0, got "21"');
    }
  });

  it('writes back what it read', () => {
    const file = sampleFile();
    expect(writeTemplateFile(readTemplateFile(file))).toEqual(file);
  });
});

describe('templateFileSchema (for OpenAPI)', () => {
  it('accepts what readTemplateFile accepts and writeTemplateFile writes', async () => {
    const { templateFileSchema } = await import('../../../../plugins/workbook/file/index.js');
    expect(templateFileSchema.safeParse(sampleFile()).success).toBe(true);
    expect(templateFileSchema.safeParse(writeTemplateFile(readTemplateFile(sampleFile()))).success).toBe(true);
    expect(templateFileSchema.safeParse({ ...sampleFile(), format: 'gridcast/2' }).success).toBe(false);
  });
});
