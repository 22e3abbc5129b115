import { describe, expect, it } from 'vitest';
import { parseTemplateText, readTemplateFile, templateFileText, writeTemplateFile } from '../../../plugins/workbook/file/index.js';
import { sampleFile } from '../workbook/file/sample.js';
import { filtersKernel } from './helpers.js';

type File = Record<string, any>;
const F = 'sheetsById.ab12cd34.filter';

/** The sample file with a filter on A1:B3 hiding "Total" in column A. */
function withFilter(): File {
  const file = sampleFile();
  file.sheetsById.ab12cd34.filter = {
    range: { sheetId: 'ab12cd34', fromCellId: 'c1&r1', toCellId: 'c2&r3' },
    criteriaByColumnId: { c1: { hiddenValues: ['Total', ''] }, c2: { condition: { type: 'number_between', input1: '1', input2: '9' } } },
  };
  return file;
}

describe('a sheet filter in the file format', () => {
  it('is read as it is and written back unchanged', () => {
    const file = withFilter();
    const workbook = readTemplateFile(file);
    expect(workbook.sheetsById.ab12cd34.filter).toEqual(file.sheetsById.ab12cd34.filter);
    expect(writeTemplateFile(workbook).sheetsById.ab12cd34.filter).toEqual(file.sheetsById.ab12cd34.filter);
  });

  it('round-trips from a kernel through JSON text', () => {
    const t = filtersKernel();
    t.run('filters.create', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 0 } });
    t.run('filters.set-criteria', { sheetId: t.sheetId, columnId: t.sheet().columnIds[1], criteria: { hiddenValues: ['Red'] } });
    expect(parseTemplateText(templateFileText(t.state()))).toEqual(t.state());
  });

  it('a sheet without a filter has no filter field', () => {
    const workbook = readTemplateFile(sampleFile());
    expect('filter' in workbook.sheetsById.ab12cd34).toBe(false);
    expect('filter' in writeTemplateFile(workbook).sheetsById.ab12cd34).toBe(false);
  });

  it('criteria may be left out', () => {
    const file = withFilter();
    delete file.sheetsById.ab12cd34.filter.criteriaByColumnId;
    expect(readTemplateFile(file).sheetsById.ab12cd34.filter?.criteriaByColumnId).toEqual({});
  });
});

const cases: [name: string, breakIt: (file: File) => unknown, message: string][] = [
  ['a filter that is an array', (f) => (f.sheetsById.ab12cd34.filter = []), `${F}: expected an object, got an array`],
  ['a filter without range', (f) => delete f.sheetsById.ab12cd34.filter.range, `${F}.range: expected an object, got nothing`],
  ['an unknown filter field', (f) => (f.sheetsById.ab12cd34.filter.sort = 'asc'), `${F}.sort: unknown field`],
  ['a range on another sheet', (f) => (f.sheetsById.ab12cd34.filter.range.sheetId = 'ef56gh78'), `${F}.range.sheetId: expected "ab12cd34" (the filter's sheet), got "ef56gh78"`],
  ['a range on a missing row', (f) => (f.sheetsById.ab12cd34.filter.range.toCellId = 'c2&r9'), `${F}.range.toCellId: cell "c2&r9" refers to row "r9", which is not in sheet ab12cd34`],
  ['a range cell that is not an id', (f) => (f.sheetsById.ab12cd34.filter.range.fromCellId = 7), `${F}.range.fromCellId: expected a cell id (column id & row id), got 7`],
  ['criteria of a column outside the range', (f) => { const filter = f.sheetsById.ab12cd34.filter; filter.range.toCellId = 'c1&r3'; }, `${F}.criteriaByColumnId.c2: column "c2" is not in the filter's range`],
  ['hidden values that are not a list', (f) => (f.sheetsById.ab12cd34.filter.criteriaByColumnId.c1.hiddenValues = 'Total'), `${F}.criteriaByColumnId.c1.hiddenValues: expected an array, got "Total"`],
  ['a hidden value that is a number', (f) => (f.sheetsById.ab12cd34.filter.criteriaByColumnId.c1.hiddenValues = ['a', 3]), `${F}.criteriaByColumnId.c1.hiddenValues.1: expected a string, got 3`],
  ['an unknown criteria field', (f) => (f.sheetsById.ab12cd34.filter.criteriaByColumnId.c1.visibleValues = []), `${F}.criteriaByColumnId.c1.visibleValues: unknown field`],
  ['an unknown condition', (f) => (f.sheetsById.ab12cd34.filter.criteriaByColumnId.c2.condition.type = 'sounds_like'), `${F}.criteriaByColumnId.c2.condition.type: expected one of "is_empty"`],
  ['a condition without type', (f) => delete f.sheetsById.ab12cd34.filter.criteriaByColumnId.c2.condition.type, `${F}.criteriaByColumnId.c2.condition.type: expected a condition type, got nothing`],
  ['a condition input that is a number', (f) => (f.sheetsById.ab12cd34.filter.criteriaByColumnId.c2.condition.input1 = 1), `${F}.criteriaByColumnId.c2.condition.input1: expected a string, got 1`],
  ['criteria keyed __proto__', (f) => (f.sheetsById.ab12cd34.filter.criteriaByColumnId = JSON.parse('{"__proto__": {}}')), `${F}.criteriaByColumnId.__proto__: the key "__proto__" is not allowed`],
];

describe('a malformed filter is refused with its path', () => {
  it.each(cases)('%s', (_name, breakIt, message) => {
    const file = withFilter();
    breakIt(file);
    expect(() => readTemplateFile(file)).toThrow(message);
  });
});
