import { describe, expect, it } from 'vitest';
import { linkFormula, linkTargetOf } from '../../../plugins/links/index.js';
import { namesKernel } from '../names/helpers.js';

describe('the formula Insert > Link writes', () => {
  const kernel = namesKernel();
  kernel.execute('names.add', { id: 'r1', name: 'Totals', range: 'Sheet1!B2:B4' });
  const book = kernel.store.state;

  it('links a named range by its name', () => {
    expect(linkTargetOf(book, { kind: 'name', id: 'r1' }, 'Sheet1')).toEqual({ ok: true, reference: 'Totals' });
    expect(linkTargetOf(book, { kind: 'name', id: 'gone' }, 'Sheet1')).toEqual({ ok: false, error: 'Choose a named range' });
  });
  it('links a range on the edited sheet, or on the sheet it names, quoted when needed', () => {
    expect(linkTargetOf(book, { kind: 'range', text: ' b2:c3 ' }, 'Sheet1')).toEqual({ ok: true, reference: 'Sheet1!B2:C3' });
    expect(linkTargetOf(book, { kind: 'range', text: 'A1' }, 'Data Sheet')).toEqual({ ok: true, reference: "'Data Sheet'!A1" });
    expect(linkTargetOf(book, { kind: 'range', text: "'data sheet'!C1:C2" }, 'Sheet1')).toEqual({ ok: true, reference: "'Data Sheet'!C1:C2" });
  });
  it('refuses what is not a range with the named-range form’s messages', () => {
    expect(linkTargetOf(book, { kind: 'range', text: '' }, 'Sheet1')).toEqual({ ok: false, error: "Range can't be blank" });
    expect(linkTargetOf(book, { kind: 'range', text: 'B2 C3' }, 'Sheet1')).toEqual({ ok: false, error: 'Range not valid' });
    expect(linkTargetOf(book, { kind: 'range', text: 'Nope!A1' }, 'Sheet1')).toEqual({ ok: false, error: "Sheet 'Nope' doesn't exist" });
  });
  it('quotes the text, doubling its quotes, and leaves it out when empty', () => {
    expect(linkFormula('Totals', 'See "totals"')).toBe('=RANGELINK(Totals, "See ""totals""")');
    expect(linkFormula('Sheet1!A1', '')).toBe('=RANGELINK(Sheet1!A1)');
  });
});
