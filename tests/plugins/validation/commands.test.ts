import { describe, expect, it } from 'vitest';
import type { PluginManifest } from '../../../kernel/index.js';
import { namesPlugin } from '../../../plugins/names/index.js';
import { CONFIGURATION_MESSAGES, configurationError, UNKNOWN_VALIDATION_MESSAGE, validationPlugin } from '../../../plugins/validation/index.js';
import type { CellValidation, Workbook, WorkbookView } from '../../../plugins/workbook/index.js';
import { formulasPlugin } from '../../../plugins/formulas/index.js';
import { boot, expectRefused, runUndoable, type TestKernel } from '../workbook/boot.js';

const B2toC3 = { top: 1, left: 1, bottom: 2, right: 2 };

function validationKernel(): TestKernel {
  return boot(undefined, [namesPlugin, formulasPlugin, validationPlugin] as PluginManifest<Workbook, WorkbookView>[]);
}

describe('validation.set and validation.clear', () => {
  it('sets the validation on every cell of the area, keeping only the inputs its type takes, one undo step', () => {
    const t = validationKernel();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 1, col: 1, text: '5' });
    runUndoable(t, 'validation.set', { sheetId: t.sheetId, area: B2toC3, validation: { type: 'number_greater', input1: ' 3 ', input2: '9', showHelpText: false, helpText: 'x' } });
    for (const [row, col] of [[1, 1], [1, 2], [2, 1], [2, 2]]) expect(t.cell(row, col)?.data?.validation).toEqual({ type: 'number_greater', input1: '3' });
    expect(t.cell(1, 1)?.value).toBe(5);
  });

  it('keeps the help text only when it is shown', () => {
    const t = validationKernel();
    t.run('validation.set', { sheetId: t.sheetId, area: B2toC3, validation: { type: 'text_contains', input1: 'a', showHelpText: true, helpText: 'Type an a' } });
    expect(t.cell(1, 1)?.data?.validation).toEqual({ type: 'text_contains', input1: 'a', showHelpText: true, helpText: 'Type an a' });
  });

  it('clears the validations of an area and keeps the content, one undo step', () => {
    const t = validationKernel();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 1, col: 1, text: 'TRUE' });
    t.run('validation.set', { sheetId: t.sheetId, area: B2toC3, validation: { type: 'checkbox' } });
    runUndoable(t, 'validation.clear', { sheetId: t.sheetId, area: B2toC3 });
    expect(t.cell(1, 1)?.value).toBe(true);
    expect(t.cell(1, 1)?.data?.validation).toBeUndefined();
    expect(t.cell(2, 2)).toBeUndefined();
  });

  it('moves with its cells when rows are inserted above', () => {
    const t = validationKernel();
    t.run('validation.set', { sheetId: t.sheetId, area: { top: 1, left: 1, bottom: 1, right: 1 }, validation: { type: 'checkbox' } });
    t.run('workbook.insert-rows', { sheetId: t.sheetId, index: 0, side: 'above', count: 2 });
    expect(t.cell(1, 1)?.data?.validation).toBeUndefined();
    expect(t.cell(3, 1)?.data?.validation).toEqual({ type: 'checkbox' });
  });

  it.each<[CellValidation, string]>([
    [{ type: 'list_input', input1: ' , ' }, CONFIGURATION_MESSAGES.listItems],
    [{ type: 'list_range', input1: 'not a range' }, CONFIGURATION_MESSAGES.range],
    [{ type: 'list_range', input1: 'Nope!A1:A3' }, CONFIGURATION_MESSAGES.range],
    [{ type: 'list_named_range', input1: 'Colours' }, CONFIGURATION_MESSAGES.noNamedRanges],
    [{ type: 'number_between', input1: '1', input2: 'ten' }, CONFIGURATION_MESSAGES.numbers],
    [{ type: 'number_less', input1: '' }, CONFIGURATION_MESSAGES.numbers],
    [{ type: 'date_after', input1: 'soon' }, CONFIGURATION_MESSAGES.dates],
    [{ type: 'text_is', input1: '  ' }, CONFIGURATION_MESSAGES.text],
    [{ type: 'unknown' } as unknown as CellValidation, UNKNOWN_VALIDATION_MESSAGE],
  ])('refuses %j with %j and changes nothing', (validation, message) => {
    const t = validationKernel();
    expectRefused(t, 'validation.set', { sheetId: t.sheetId, area: B2toC3, validation }, message);
  });

  it('asks for a known named range once some exist', () => {
    const t = validationKernel();
    t.run('names.add', { name: 'Colours', range: 'Sheet1!A1:A2' });
    expect(configurationError({ type: 'list_named_range', input1: 'colours' }, t.state())).toBeUndefined();
    expect(configurationError({ type: 'list_named_range', input1: 'Sizes' }, t.state())).toBe(CONFIGURATION_MESSAGES.namedRange);
  });

  it.each<CellValidation>([
    { type: 'checkbox' },
    { type: 'list_input', input1: 'a, b' },
    { type: 'list_range', input1: 'A1:A5' },
    { type: 'list_range', input1: '=Sheet1!A1:B2' },
    { type: 'number_not_between', input1: '1', input2: '$1,000' },
    { type: 'date_is', input1: '2024-05-01' },
    { type: 'text_ends_with', input1: 'x' },
  ])('accepts %j', (validation) => {
    const t = validationKernel();
    expect(configurationError(validation, t.state())).toBeUndefined();
    expect(t.run('validation.set', { sheetId: t.sheetId, area: B2toC3, validation })).toEqual({ ok: true });
  });
});
