import { describe, expect, it } from 'vitest';
import { MAX_PASTE_CELLS, PASTE_NOT_TEXT, PASTE_TOO_LARGE, parseTsv, readPaste, toClipboard } from '../../../web/editor/clipboard-data.js';

describe('clipboard data', () => {
  it('reads tab-separated text', () => {
    expect(parseTsv('a\tb\r\n1\t2\n')).toEqual([['a', 'b'], ['1', '2']]);
    expect(parseTsv('a\t\t\nb')).toEqual([['a', '', ''], ['b']]);
    expect(parseTsv('')).toEqual([['']]);
  });
  it('reads quoted cells holding newlines, tabs and quotes, and leaves other quotes as text', () => {
    expect(parseTsv('"two\nlines"\t"say ""hi"""\n"tab\there"\tx')).toEqual([['two\nlines', 'say "hi"'], ['tab\there', 'x']]);
    expect(parseTsv('"quoted" word\t"open')).toEqual([['"quoted" word', '"open']]);
  });
  it('writes cells that parse back to the same cells', () => {
    const rows = [['plain', 'two\nlines', 'say "hi"'], ['tab\there', '', '"']];
    expect(parseTsv(toClipboard(rows).text)).toEqual(rows);
  });
  it('refuses pastes over the cell limit and binary data, with a message', () => {
    const huge = Array.from({ length: 1001 }, () => Array.from({ length: 100 }, () => 'x').join('\t')).join('\n');
    expect(readPaste(huge, '')).toEqual({ ok: false, error: PASTE_TOO_LARGE });
    expect(PASTE_TOO_LARGE).toContain(MAX_PASTE_CELLS.toLocaleString('en-US'));
    expect(readPaste('PK\u0003\u0004\u0000binary', '')).toEqual({ ok: false, error: PASTE_NOT_TEXT });
  });
  it('refuses a clipboard holding only binary formats, and does nothing with an empty one', () => {
    expect(readPaste('', '', ['image/png'])).toEqual({ ok: false, error: PASTE_NOT_TEXT });
    expect(readPaste('', '', ['Files'])).toEqual({ ok: false, error: PASTE_NOT_TEXT });
    expect(readPaste('', '', [])).toEqual({ ok: true, rows: [] });
  });
  it('bounds an HTML table before parsing it', () => {
    const html = `<table><tr>${'<td>1</td>'.repeat(MAX_PASTE_CELLS + 1)}</tr></table>`;
    expect(readPaste('1', html, ['text/plain', 'text/html'])).toEqual({ ok: false, error: PASTE_TOO_LARGE });
  });
  it('writes escaped HTML tables for other programs', () => {
    expect(toClipboard([['<b>', 'a\tb']])).toEqual({ text: '<b>\t"a\tb"', html: '<table><tr><td>&lt;b&gt;</td><td>a\tb</td></tr></table>' });
  });
});
