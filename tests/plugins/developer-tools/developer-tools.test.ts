import { describe, expect, it } from 'vitest';
import { checkImportedVersion, parseBenchmarkCount, summarize, summaryText } from '../../../plugins/developer-tools/index.js';
import { newWorkbook } from '../../../plugins/workbook/create.js';
import { templateFileText } from '../../../plugins/workbook/file/index.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';

describe('the benchmark count', () => {
  it('is a whole number of at least 1 (SPEC section 5)', () => {
    expect(parseBenchmarkCount('10')).toEqual({ ok: true, count: 10 });
    expect(parseBenchmarkCount(' 1 ')).toEqual({ ok: true, count: 1 });
    for (const bad of ['0', '-1', '2.5', '', 'ten', '1e2']) expect(parseBenchmarkCount(bad)).toEqual({ ok: false, error: 'Enter a whole number of at least 1.' });
    expect(parseBenchmarkCount('100000')).toEqual({ ok: false, error: 'Enter at most 1000.' });
  });
});

describe('the benchmark summary', () => {
  it('gives the median and the spread', () => {
    expect(summarize([5, 1, 3])).toEqual({ runs: 3, medianMs: 3, minMs: 1, maxMs: 5 });
    expect(summarize([4, 1, 3, 2])).toEqual({ runs: 4, medianMs: 2.5, minMs: 1, maxMs: 4 });
    expect(summaryText(summarize([2]))).toBe('2.0 ms median, spread 2.0–2.0 ms (1 run)');
  });
});

describe('an imported version', () => {
  const valid = templateFileText(newWorkbook(new SequentialIdGenerator()));

  it('takes a name and the JSON of a template file', () => {
    const check = checkImportedVersion(' Imported ', valid);
    expect(check.ok).toBe(true);
    expect(check.ok && check.content.format).toBe('gridcast/1');
  });

  it('is refused with the template file\'s own errors: the exact path and reason', () => {
    expect(checkImportedVersion('', valid)).toEqual({ ok: false, error: "Name can't be blank" });
    expect(checkImportedVersion('V', '  ')).toEqual({ ok: false, error: 'Paste the JSON of a template (what Export copies).' });
    const broken = checkImportedVersion('V', '{"format": "gridcast/1",');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.error).toMatch(/^invalid JSON at line 1, column \d+/);
    expect(checkImportedVersion('V', '{"format": "other"}')).toEqual({ ok: false, error: 'format: expected "gridcast/1", got "other"' });
    const file = JSON.parse(valid) as { sheetIds: string[]; sheetsById: Record<string, { rowsById: Record<string, { height: unknown }> }> };
    const sheet = file.sheetsById[file.sheetIds[0]];
    const rowId = Object.keys(sheet.rowsById)[0];
    sheet.rowsById[rowId].height = '21';
    const bad = checkImportedVersion('V', JSON.stringify(file));
    expect(bad).toEqual({ ok: false, error: `sheetsById.${file.sheetIds[0]}.rowsById.${rowId}.height: expected a number >= 0, got "21"` });
  });
});
