import { describe, expect, it } from 'vitest';
import { createKernel } from '../../../kernel/runtime.js';
import { formulasPlugin } from '../../../plugins/formulas/index.js';
import { INPUT_MESSAGES, inputFormPlugin } from '../../../plugins/input-form/index.js';
import { namesPlugin } from '../../../plugins/names/index.js';
import { templateFunctionPlugin } from '../../../plugins/template-function/index.js';
import { newWorkbook } from '../../../plugins/workbook/create.js';
import { readTemplateFile, templateFileText, writeTemplateFile } from '../../../plugins/workbook/file/index.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import { workbookPlugin } from '../../../plugins/workbook/index.js';
import type { Workbook } from '../../../plugins/workbook/model/workbook.js';

function kernel(document: Workbook) {
  return createKernel<Workbook, unknown>({ plugins: [workbookPlugin, namesPlugin, formulasPlugin, templateFunctionPlugin, inputFormPlugin] as never, document, view: {} });
}

const shadowDocument = (input: unknown): Workbook => ({ ...newWorkbook(new SequentialIdGenerator()), input });

describe('input-form.set-input: a shadow\'s input as a document slot', () => {
  it('sets the input of a shadow\'s document as one patch at `input`, outside the undo history', () => {
    const k = kernel(shadowDocument({ price: 1 }));
    const patches: unknown[] = [];
    k.bus.executed$.subscribe((event) => patches.push(...event.patches));
    expect(k.execute('input-form.set-input', { input: { price: 2, items: [{ qty: 3 }] } })).toEqual({ ok: true });
    expect(k.store.state.input).toEqual({ price: 2, items: [{ qty: 3 }] });
    expect(patches).toEqual([expect.objectContaining({ path: ['input'], value: { price: 2, items: [{ qty: 3 }] } })]);
    expect(k.undo.canUndo).toBe(false);
  });

  it('refuses a template\'s document (no input of its own) and a value that is not JSON, changing nothing', () => {
    const template = kernel(newWorkbook(new SequentialIdGenerator()));
    expect(template.execute('input-form.set-input', { input: {} })).toMatchObject({ ok: false, error: INPUT_MESSAGES.notAShadow });
    expect(template.store.state.input).toBeUndefined();
    const k = kernel(shadowDocument({ price: 1 }));
    for (const params of [{}, { input: undefined }, { input: { when: new Date() } }, { input: [1, Number.NaN] }, { input: () => 1 }, null]) {
      expect(k.execute('input-form.set-input', params)).toMatchObject({ ok: false, error: INPUT_MESSAGES.notJson });
    }
    expect(k.store.state.input).toEqual({ price: 1 });
  });

  it('is kept by the template file: written when present (both writers), read back, absent in a template', () => {
    const shadow = shadowDocument({ buyer: { name: 'Zoë' } });
    expect(JSON.parse(templateFileText(shadow))).toEqual(JSON.parse(JSON.stringify(writeTemplateFile(shadow))));
    expect(readTemplateFile(JSON.parse(templateFileText(shadow))).input).toEqual({ buyer: { name: 'Zoë' } });
    const template = newWorkbook(new SequentialIdGenerator());
    expect('input' in writeTemplateFile(template)).toBe(false);
    expect('input' in readTemplateFile(JSON.parse(templateFileText(template)))).toBe(false);
  });
});
