import { describe, expect, it } from 'vitest';
import { readTemplateFile } from '../../../../plugins/workbook/file/index.js';
import { lockedAreas } from '../../../../plugins/locks/lock-areas.js';
import { configurationError, CONFIGURATION_MESSAGES } from '../../../../plugins/validation/index.js';
import { getCell } from '../../../../plugins/workbook/cell-store.js';
import { sampleFile } from './sample.js';

/**
 * Issue 14, bad input: a template whose named ranges, validations or locks point at sheets or cells the
 * file does not have loads, with those entries invalid (their sections mark them), instead of being refused.
 */
describe('a template whose entries point at missing sheets or cells', () => {
  it('loads a named range on a missing sheet or cell flagged invalid, and leaves the others as they are', () => {
    const file = sampleFile();
    file.namedRangesById.nr1.toCellId = 'c2&r8';
    file.namedRangesById.nr3 = { id: 'nr3', name: 'Elsewhere', sheetId: 'nope1234', fromCellId: 'a&b' };
    file.namedRangesById.nr4 = { id: 'nr4', name: 'Fine', sheetId: 'ef56gh78', fromCellId: 'y1&x1' };
    const workbook = readTemplateFile(file);
    expect(workbook.namedRangesById.nr1.invalid).toBe(true);
    expect(workbook.namedRangesById.nr3.invalid).toBe(true);
    expect(workbook.namedRangesById.nr4.invalid).toBeUndefined();
    expect(workbook.namedRangesById.nr1.output).toBe(true);
  });

  it('loads a lock on missing cells or on another sheet, locking nothing', () => {
    const file = sampleFile();
    const locks = file.sheetsById.ab12cd34.locks;
    locks.push({ id: 'lk2', name: 'Gone', range: { sheetId: 'ab12cd34', fromCellId: 'c9&r1', toCellId: 'c9&r2' } });
    locks.push({ id: 'lk3', name: 'Moved', range: { sheetId: 'ef56gh78', fromCellId: 'y1&x1', toCellId: 'y1&x1' } });
    const workbook = readTemplateFile(file);
    const sheet = workbook.sheetsById.ab12cd34;
    expect(sheet.locks.map((lock) => lock.id)).toEqual(['lk1', 'lk2', 'lk3']);
    expect(lockedAreas(workbook, sheet).map(({ lock }) => lock.id)).toEqual(['lk1']);
  });

  it('loads list validations whose range or named range is missing, each with its configuration error', () => {
    const file = sampleFile();
    const cells = file.sheetsById.ab12cd34.cellsById;
    cells['c1&r1'].data = { validation: { type: 'list_range', input1: 'Deleted!A1:A4' } };
    cells['c2&r3'].data = { validation: { type: 'list_named_range', input1: 'Gone' } };
    const workbook = readTemplateFile(file);
    const sheet = workbook.sheetsById.ab12cd34;
    const validation = (column: string, row: string) => getCell(sheet, row, column)?.data?.validation;
    expect(configurationError(validation('c1', 'r1')!, workbook)).toBe(CONFIGURATION_MESSAGES.range);
    expect(configurationError(validation('c2', 'r3')!, workbook)).toBe(CONFIGURATION_MESSAGES.namedRange);
  });
});
