import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { templateFunctionPlugin, WorkbookEvaluator } from '../../../plugins/template-function/index.js';
import { Engine } from '../../../plugins/formulas/engine/index.js';
import { formulasPlugin } from '../../../plugins/formulas/index.js';
import { namesPlugin } from '../../../plugins/names/index.js';
import { checkTestShadow, DEFAULT_TEST_SHADOW_NAME, NOT_AN_OBJECT, testShadowsPlugin } from '../../../plugins/test-shadows/index.js';
import { readTemplateFile } from '../../../plugins/workbook/file/index.js';
import type { Workbook } from '../../../plugins/workbook/model/index.js';
import { boot } from '../workbook/boot.js';
import { engineOptions } from '../../support/engine.js';

const loan = () => readTemplateFile(JSON.parse(readFileSync(new URL('../../../fixtures/templates/loan-calculator.json', import.meta.url), 'utf8')));

// What test-shadows declares it needs: a test shadow's input is a template's input.
const TEST_SHADOW_PLUGINS = [formulasPlugin, namesPlugin, templateFunctionPlugin, testShadowsPlugin] as never[];

describe('test shadow commands', () => {
  it('adds shadows with the highest id plus one, named Untitled with an empty input, each one undo step', () => {
    const t = boot((workbook) => ({ ...workbook, testShadowsById: { 4: { id: 4, name: 'Four', input: {} } } }), TEST_SHADOW_PLUGINS);
    expect(t.kernel.execute('test-shadows.add', {})).toEqual({ ok: true });
    expect(t.kernel.store.state.testShadowsById['5']).toMatchObject({ id: 5, name: DEFAULT_TEST_SHADOW_NAME, input: {} });
    t.kernel.undo.undo();
    expect(t.kernel.store.state.testShadowsById['5']).toBeUndefined();
  });

  it('renames (a blank name becomes Untitled), sets input and expected outputs, deletes', () => {
    const t = boot(undefined, TEST_SHADOW_PLUGINS);
    t.kernel.execute('test-shadows.add', {});
    t.kernel.execute('test-shadows.rename', { id: 1, name: '  ' });
    expect(t.kernel.store.state.testShadowsById['1'].name).toBe('Untitled');
    t.kernel.execute('test-shadows.rename', { id: 1, name: 'Mortgage' });
    t.kernel.execute('test-shadows.set-input', { id: 1, input: { principal: 1 }, inputText: '{"principal": 1}' });
    t.kernel.execute('test-shadows.set-expected', { id: 1, expectedOutputs: { total: 2 } });
    expect(t.kernel.store.state.testShadowsById['1']).toEqual({ id: 1, name: 'Mortgage', input: { principal: 1 }, inputText: '{"principal": 1}', expectedOutputs: { total: 2 } });
    t.kernel.execute('test-shadows.delete', { id: 1 });
    expect(t.kernel.store.state.testShadowsById).toEqual({});
  });

  it('refuses an input that is not an object and an unknown shadow, changing nothing', () => {
    const t = boot(undefined, TEST_SHADOW_PLUGINS);
    t.kernel.execute('test-shadows.add', {});
    const before = t.kernel.store.state;
    expect(t.kernel.execute('test-shadows.set-input', { id: 1, input: [1] })).toMatchObject({ ok: false, error: NOT_AN_OBJECT });
    expect(t.kernel.execute('test-shadows.rename', { id: 9, name: 'x' })).toMatchObject({ ok: false, error: 'That test shadow no longer exists.' });
    expect(t.kernel.store.state).toBe(before);
  });
});

describe('checking a test shadow', () => {
  it('agrees with gridcast test: passes with its own outputs as expected, fails per output on a difference', () => {
    const workbook: Workbook = loan();
    const [first] = Object.values(workbook.testShadowsById);
    const engine = new Engine(engineOptions());
    engine.loadWorkbook(workbook, first.input);
    const read = (sheetId: string, row: number, col: number) => engine.getValue(sheetId, row, col);
    const passed = checkTestShadow(workbook, first, read);
    expect(passed.status).toBe('passed');
    expect(passed.outputs).toEqual(new WorkbookEvaluator(workbook, engineOptions()).outputs(first.input));
    const wrong = { ...first, expectedOutputs: { ...(first.expectedOutputs as object), monthlyPayment: 1 } };
    const failed = checkTestShadow(workbook, wrong, read);
    expect(failed.status).toBe('failed');
    expect(failed.checks.find((check) => check.key === 'monthlyPayment')?.status).toBe('failed');
    expect(failed.checks.find((check) => check.key === 'totals')?.status).toBe('passed');
    expect(checkTestShadow(workbook, { ...first, expectedOutputs: undefined }, read).status).toBe('skipped');
  });
});
