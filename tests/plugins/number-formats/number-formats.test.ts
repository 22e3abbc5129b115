import { describe, expect, it } from 'vitest';
import type { PluginManifest } from '../../../kernel/index.js';
import {
  INVALID_FORMAT_MESSAGE, numberFormatsPlugin, patternSections, patternType, previewFormat, readRecents, RECENT_FORMATS_LIMIT, STANDARD_FORMATS, withRecent,
} from '../../../plugins/number-formats/index.js';
import type { Workbook, WorkbookView } from '../../../plugins/workbook/index.js';
import { boot, expectRefused, runUndoable } from '../workbook/boot.js';
import { formulasPlugin } from '../../../plugins/formulas/index.js';

const A1toB2 = { top: 0, left: 0, bottom: 1, right: 1 };

describe('the custom format', () => {
  it('previews each section it has on 1234.56, -1234.56, 0 and Hello', () => {
    const result = previewFormat('#,##0.00;(#,##0.00);"zero";"text: "@');
    expect(result).toEqual({
      ok: true,
      preview: { sections: [{ name: 'Positive', sample: '1,234.56' }, { name: 'Negative', sample: '(1,234.56)' }, { name: 'Zero', sample: 'zero' }, { name: 'Text', sample: 'text: Hello' }] },
    });
  });

  it('previews one section as Positive only', () => {
    expect(previewFormat('0.0')).toEqual({ ok: true, preview: { sections: [{ name: 'Positive', sample: '1234.6' }] } });
  });

  it.each(['', '   ', '0.0;0;0;@;0', '[Blue', '"unclosed'])('refuses %j with Invalid Format', (pattern) => {
    expect(previewFormat(pattern)).toEqual({ ok: false, error: INVALID_FORMAT_MESSAGE });
  });

  it('previews a date format, whose negative sample it cannot show, as Excel fills such a cell', () => {
    expect(previewFormat('m/d/yyyy h:mm a/p')).toEqual({ ok: true, preview: { sections: [{ name: 'Positive', sample: '5/18/1903 1:26 p' }] } });
    expect(previewFormat('m/d/yyyy;"before 1900"')).toEqual({
      ok: true,
      preview: { sections: [{ name: 'Positive', sample: '5/18/1903' }, { name: 'Negative', sample: 'before 1900' }] },
    });
    expect(previewFormat('0.0e+0').ok).toBe(true);
  });

  it('splits sections on semicolons outside quotes and brackets', () => {
    expect(patternSections('0;"a;b";[Red]0')).toEqual(['0', '"a;b"', '[Red]0']);
    expect(patternSections('0\\;0')).toEqual(['0\\;0']);
  });

  it('reads the data type a pattern implies', () => {
    expect(patternType('m/d/yyyy')).toBe('DATE');
    expect(patternType('h:mm a/p')).toBe('DATE');
    expect(patternType('[h]:mm')).toBe('DATE');
    expect(patternType('0.0%')).toBe('PERCENT');
    expect(patternType('"100%" 0')).toBe('NUMBER');
    expect(patternType('@')).toBe('TEXT');
    expect(patternType(undefined)).toBe('TEXT');
    expect(patternType('#,##0')).toBe('NUMBER');
  });

  it('lists the standard formats of SPEC section 9 with their patterns', () => {
    expect(STANDARD_FORMATS.map((f) => f.label)).toEqual([
      'Plain Text', 'Number', 'Percent', 'Accounting', 'Financial', 'Currency', 'Currency (rounded)', 'Date', 'Time', 'Date Time', 'Duration', 'Fraction', 'Scientific',
    ]);
    expect(Object.fromEntries(STANDARD_FORMATS.map((f) => [f.label, f.format]))).toMatchObject({
      Number: '#,##0.00', Percent: '#,##0.00%', Currency: '$#,##0.00', 'Currency (rounded)': '$#,##0', Date: 'm/d/yyyy', Time: 'h:mm AM/PM', Duration: '[h]:mm:ss', Fraction: '#/#', Scientific: '0.00E+0',
    });
    for (const format of STANDARD_FORMATS) if (format.format) expect(previewFormat(format.format).ok).toBe(true);
  });
});

describe('recent formats', () => {
  it('puts the used one first, once, keeping 20', () => {
    let recents: string[] = [];
    for (let i = 0; i < 25; i++) recents = withRecent(recents, `0.${'0'.repeat(i)}`);
    expect(recents).toHaveLength(RECENT_FORMATS_LIMIT);
    expect(withRecent(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
  });

  it('reads back only strings from storage', () => {
    expect(readRecents(['a', 3, null, 'b'])).toEqual(['a', 'b']);
    expect(readRecents({ a: 1 })).toEqual([]);
  });
});

describe('number-formats.apply', () => {
  const kernel = () => boot(undefined, [formulasPlugin, numberFormatsPlugin] as unknown as PluginManifest<Workbook, WorkbookView>[]);

  it('sets the pattern and its type on every cell of the area, one undo step', () => {
    const t = kernel();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: '12' });
    runUndoable(t, 'number-formats.apply', { sheetId: t.sheetId, area: A1toB2, format: '$#,##0.00', type: 'NUMBER' });
    expect(t.cell(0, 0)?.data).toEqual({ type: 'NUMBER', format: '$#,##0.00' });
    expect(t.cell(1, 1)?.data).toEqual({ type: 'NUMBER', format: '$#,##0.00' });
    expect(t.cell(0, 0)?.value).toBe(12);
  });

  it('plain text drops the pattern', () => {
    const t = kernel();
    t.run('number-formats.apply', { sheetId: t.sheetId, area: A1toB2, format: '0.0', type: 'NUMBER' });
    t.run('number-formats.apply', { sheetId: t.sheetId, area: A1toB2, type: 'TEXT' });
    expect(t.cell(0, 0)?.data).toEqual({ type: 'TEXT' });
  });

  it('refuses an invalid pattern or type with Invalid Format and changes nothing', () => {
    const t = kernel();
    expectRefused(t, 'number-formats.apply', { sheetId: t.sheetId, area: A1toB2, format: '[Blue', type: 'NUMBER' }, INVALID_FORMAT_MESSAGE);
    expectRefused(t, 'number-formats.apply', { sheetId: t.sheetId, area: A1toB2, format: '0', type: 'MONEY' }, INVALID_FORMAT_MESSAGE);
  });
});
