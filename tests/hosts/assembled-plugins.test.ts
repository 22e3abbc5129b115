import { describe, expect, it } from 'vitest';
import { DocumentSlots, orderPlugins } from '../../kernel/index.js';
import { cliPlugins } from '../../cli/plugins.js';
import { Engine, withAssembledFunctions, type FunctionDefinition } from '../../plugins/formulas/index.js';
import { evaluateWorkbook } from '../../plugins/template-function/index.js';
import { unary } from '../../plugins/formulas/functions/shared/define.js';
import { putCell } from '../../plugins/workbook/cell-store.js';
import { newWorkbook } from '../../plugins/workbook/create.js';
import { SequentialIdGenerator } from '../../plugins/workbook/ids.js';
import type { Workbook } from '../../plugins/workbook/model/workbook.js';
import { produce } from 'immer';
import { serverParts, serverPlugins } from '../../server/plugins.js';
import { editorAssembly } from '../../web/plugins.js';
import { serverTemplates } from '../../server/app.js';

const webPlugins = editorAssembly.plugins;

/** A function a plugin could bring: TWICE(x) = 2x. */
const twice: FunctionDefinition = unary('TWICE', 'math', 'Twice a number.', (x) => 2 * x);

describe('the hosts’ plugin lists', () => {
  it.each([
    ['web', webPlugins],
    ['server', serverPlugins],
    ['cli', cliPlugins],
  ])('%s lists every dependency of its plugins, each once', (_host, plugins) => {
    expect(() => orderPlugins(plugins)).not.toThrow();
    expect(new Set(plugins.map((p) => p.id)).size).toBe(plugins.length);
  });

  it('give the engine the functions their plugins contribute, user functions last', () => {
    const options = withAssembledFunctions({ functions: [twice] }, [{ id: 'twice-too', functions: [{ ...twice, name: 'TWICE_TOO' } as FunctionDefinition] }]);
    expect(options.functions?.map((f) => f.name)).toEqual(['TWICE_TOO', 'TWICE']);
    const engine = new Engine(withAssembledFunctions({}, cliPlugins));
    expect(engine.functions.get('SUM')).toBeDefined();
    expect(engine.functions.get('INPUT')).toBeDefined();
  });

  it('a plugin’s function is callable in formulas once its host lists the plugin', () => {
    const book = produce(newWorkbook(new SequentialIdGenerator()), (draft: Workbook) => {
      const sheet = draft.sheetsById[draft.sheetIds[0]];
      putCell(sheet as never, sheet.rowIds[0], sheet.columnIds[0], { formula: '=TWICE(21)' });
    });
    const without = evaluateWorkbook(book, {}, { values: true, engine: withAssembledFunctions({}, cliPlugins) });
    expect(without.values?.Sheet1?.A1).toBe('#NAME?');
    const withPlugin = evaluateWorkbook(book, {}, { values: true, engine: withAssembledFunctions({}, [...cliPlugins, { id: 'twice', functions: [twice] }]) });
    expect(withPlugin.values?.Sheet1?.A1).toBe(42);
  });

  it('the server runs every command the web can run (the live channel’s rooms run what editors send)', () => {
    const onServer = new Set(serverPlugins.flatMap((p) => (p.commands ?? []).map((command) => command.id)));
    const missing = webPlugins.flatMap((p) => (p.commands ?? []).map((command) => command.id)).filter((id) => !onServer.has(id));
    expect(missing).toEqual([]);
  });

  it('the server registers the routes of the server parts it lists, each part beside its plugin', () => {
    const ids = new Set(serverPlugins.map((p) => p.id));
    expect(serverParts.map((part) => part.id)).toContain('version-diff');
    for (const part of serverParts) expect(ids.has(part.id)).toBe(true);
  });

  it('the web’s plugins declare every part of a document and of its sheets, each part once', () => {
    const slots = new DocumentSlots(webPlugins);
    const book = newWorkbook(new SequentialIdGenerator());
    const sheet = book.sheetsById[book.sheetIds[0]];
    const filled = { ...book, tablesById: {} };
    for (const key of Object.keys(filled)) expect(slots.at([key]), key).toBeDefined();
    for (const key of [...Object.keys(sheet), 'filter', 'frozen', 'hidden']) expect(slots.at(['sheetsById', sheet.id, key])?.path, key).toBe(`sheetsById.*.${key}`);
  });

  it('a shadow keeps its own sheets, names, conditional formats, palettes, tables and input: what the server’s plugins declare', () => {
    expect(serverTemplates.shadowKeys).toEqual(['sheetIds', 'sheetsById', 'namedRangesById', 'conditionalFormatsById', 'palettesById', 'tablesById', 'input']);
  });
});
