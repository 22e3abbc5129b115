import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookAgreement } from '../../support/excel-agreement.js';

const BOOKS = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'excel-books');

/** Books saved by Excel (../shared/excel-books) whose cells turn on defined names, cycles and links. */
describe('Excel books: defined names, circular references, links to other books', () => {
  it.each([
    // `foo` holds the text "OFFSET($A$10;0;0;0;1)" (a bogus formula ExcelJS wrote), which Excel caches in A1.
    ['exceljs__spec_integration_data_bogus-defined-name.xlsx'],
    // Cells reading themselves with iterative calculation on (calcPr iterate="1"): Excel cached 0.
    ['calamine__tests_issue_565_multi_axis_shared.xlsx'],
    ['calamine__tests_issue_567_absolute_shared.xlsx'],
  ])('%s: every formula cell agrees with Excel', async (book) => {
    const result = await bookAgreement(join(BOOKS, book));
    expect(result.failure).toBeUndefined();
    expect(result.disagreements).toEqual([]);
    expect(result.cells).toBeGreaterThan(0);
  });

  it("calamine's errors: A5 reads another book ([1]Feuil8!A1) and keeps the #REF! Excel cached", async () => {
    const result = await bookAgreement(join(BOOKS, 'calamine__tests_errors.xlsx'));
    expect(result.disagreements.map((d) => d.address)).not.toContain('A5');
    expect(result.disagreements.every((d) => !(typeof d.gridcast === 'object' && d.gridcast?.error === '#ERROR!'))).toBe(true);
  });
});
