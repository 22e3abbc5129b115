import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileImportError, importFile } from '../../plugins/files/index.js';
import { SequentialIdGenerator } from '../../plugins/workbook/ids.js';
import { parseTemplateText, readTemplateBytes, templateFileText, TemplateFileError } from '../../plugins/workbook/file/index.js';
import type { Workbook } from '../../plugins/workbook/model/workbook.js';
import { blankTemplate } from '../../server/engine/templates.js';
import { TaskContext } from '../../server/compute/task-context.js';
import { userFunctionBudget } from '../../server/compute/user-function-budget.js';
import { serverPlugins } from '../../server/plugin-manifests.js';
import { HttpError } from '../../server/http/errors.js';
import type { JsonObject, JsonValue } from '../../server/storage/records.js';
import { type Client, type Harness, startHarness } from '../server/harness.js';

/**
 * Random and hostile input thrown at the file reader, the engine and the API for a bounded time each:
 * nothing crashes or hangs, the API never answers 500, and every refusal is a 4xx with a message. The
 * number of inputs tried is printed (`inputs tried`), since it depends on the machine's speed.
 */
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 15);
const tried: Record<string, number> = {};
/**
 * `npm test` runs a fixed seed and count, so a submission's result does not depend on luck; FUZZ_SEED=random
 * (or a number) and FUZZ_RUNS explore further, up to FUZZ_SECONDS per target.
 */
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 1e9 : Number(process.env.FUZZ_SEED ?? 20261126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const budget = (runs = RUNS) => ({ numRuns: runs, interruptAfterTimeLimit: SECONDS * 1000, markInterruptAsFailure: false, seed: SEED });

afterAll(() => {
  console.log(`inputs tried in ${SECONDS} s each: ${JSON.stringify(tried)}`);
});

function count(name: string): void {
  tried[name] = (tried[name] ?? 0) + 1;
}

/** JSON that tends to break things: deep nesting, prototype keys, huge and odd numbers, long strings. */
const hostileText = fc.oneof(
  fc.json({ depthSize: 'medium' }),
  fc.nat({ max: 200_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.nat({ max: 5_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.constantFrom('{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', '1e999', '-0', '"\\ud800"', '[1,]', '{', '', 'null', '"x"', '[]'),
  fc.string({ maxLength: 300 }),
);

/** A template reader's workbook as its text (quicker to compare), or the message of its TemplateFileError. */
function templateOutcome(read: () => Workbook): string {
  try {
    return templateFileText(read());
  } catch (error) {
    if (!(error instanceof TemplateFileError)) throw error;
    return `refused: ${error.message}`;
  }
}

const BUDGET_XLSX = new Uint8Array(readFileSync('fixtures/books/budget.xlsx'));

/** A real workbook, damaged: bytes flipped, cut short or spliced with garbage. */
const damagedXlsx = fc.tuple(fc.array(fc.tuple(fc.nat(), fc.nat({ max: 255 })), { maxLength: 20 }), fc.option(fc.nat(), { nil: undefined })).map(([flips, cut]) => {
  const bytes = BUDGET_XLSX.slice(0, cut === undefined ? undefined : cut % BUDGET_XLSX.length);
  for (const [at, value] of flips) if (bytes.length) bytes[at % bytes.length] = value;
  return bytes;
});

const csvText = fc.array(fc.array(fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('"', '""', ',', '\n', '\r', '=SUM(A1:A3)', '=1/0', '1e308', '\u0000')), { maxLength: 12 }), { maxLength: 40 })
  .map((rows) => rows.map((row) => row.join(',')).join('\n'));

describe('fuzz: the file reader', () => {
  it('reads or refuses (FileImportError) random bytes, damaged xlsx and hostile csv, never anything else', async () => {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 4096 }).map((data) => ({ name: 'random.csv', data })),
      fc.uint8Array({ maxLength: 4096 }).map((data) => ({ name: 'random.xlsx', data })),
      damagedXlsx.map((data) => ({ name: 'damaged.xlsx', data })),
      csvText.map((text) => ({ name: 'hostile.csv', data: new TextEncoder().encode(text) })),
    );
    await fc.assert(fc.asyncProperty(bytes, async ({ name, data }) => {
      count('file reader');
      try {
        await importFile(name, data, new SequentialIdGenerator());
      } catch (error) {
        if (!(error instanceof FileImportError)) throw error;
        expect(error.message.length).toBeGreaterThan(0);
      }
    }), budget());
  });

  it('reads or refuses (TemplateFileError) hostile template files', () => {
    const template = JSON.stringify(blankTemplate('Fuzz'));
    const texts = fc.oneof(hostileText, fc.tuple(fc.nat(), fc.string({ maxLength: 20 })).map(([at, text]) => template.slice(0, at % template.length) + text + template.slice(at % template.length)));
    fc.assert(fc.property(texts, fc.integer({ min: 1, max: 64 }), (text, size) => {
      count('template files');
      // Read whole (the server, the browser) and as a stream of bytes (the CLI): the same workbook or the
      // same refusal, and nothing thrown but a TemplateFileError.
      const bytes = new TextEncoder().encode(text);
      // Small chunks put boundaries everywhere in a template; a 400 KB nest is cut in 64 pieces at most.
      const chunk = Math.max(size, Math.ceil(bytes.length / 64));
      const chunks = () => Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, i) => bytes.subarray(i * chunk, (i + 1) * chunk));
      expect(templateOutcome(() => readTemplateBytes(chunks))).toBe(templateOutcome(() => parseTemplateText(new TextDecoder().decode(bytes))));
    }), budget(Math.ceil(RUNS / 2))); // each input is read twice and both workbooks written: half as many, about as long
  });
});

const PIECES = ['=', '(', ')', ',', '{', '}', '"', "'", '!', ':', '$', '#', '-', '+', '^', '%', '&', '<', '>', '*', '/', 'A1', 'B2', 'A1:B3', 'A:A', '1:1', 'SUM', 'IF', 'INDIRECT', 'OFFSET', 'INPUT', 'LAMBDA', 'LET', 'SEQUENCE', 'REPT', 'Sheet1', '1', '.5', 'e3', '1e308', ' ', '#N/A', 'TRUE', 'x', '\u201C'];

describe('fuzz: the engine', () => {
  it('evaluates random formulas and inputs to values or errors, never a throw', () => {
    const base = blankTemplate('Fuzz') as JsonObject & { sheetIds: string[]; sheetsById: Record<string, JsonObject & { rowIds: string[]; columnIds: string[]; cellsById: JsonObject }> };
    const formula = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 30 }).map((pieces) => `=${pieces.join('')}`);
    const cells = fc.array(fc.tuple(fc.nat({ max: 9 }), fc.nat({ max: 4 }), formula), { maxLength: 12 });
    fc.assert(fc.property(cells, fc.json({ depthSize: 'small' }), (placed, inputText) => {
      count('engine');
      const content = structuredClone(base);
      const sheet = content.sheetsById[content.sheetIds[0]];
      for (const [row, col, text] of placed) sheet.cellsById[`${sheet.columnIds[col]}&${sheet.rowIds[row]}`] = { formula: text };
      try {
        new TaskContext({}, userFunctionBudget(2000), serverPlugins).evaluate(content, JSON.parse(inputText) as JsonValue);
      } catch (error) {
        // A template the reader refuses is a 400 (HttpError); the engine itself must not throw.
        if (!(error instanceof HttpError) || error.status >= 500) throw error;
      }
    }), budget());
  });
});

describe('fuzz: the API', () => {
  let h: Harness;
  let client: Client;
  let ids: { gridId: string; versionId: string; token: string; presetId: string };
  beforeAll(async () => {
    h = await startHarness();
    client = (await h.newMember('Fuzz')).client;
    const grid = (await client.post('/api/grids', {})).body.grid;
    await client.put(`/api/grids/${grid.id}/versions/${grid.gridVersion.id}/publish`);
    const token = (await client.post(`/api/grids/${grid.id}/shadows`, { shadow: { input: {} } })).body.shadow.token;
    const presetId = (await client.post('/api/datapresets', { dataPreset: { name: 'p', input: {} } })).body.dataPreset.id;
    ids = { gridId: grid.id, versionId: grid.gridVersion.id, token, presetId };
  });
  afterAll(async () => { await h.close(); });

  it('answers random and hostile bodies with 2xx or a 4xx that says why, never 5xx', async () => {
    const routes: readonly [string, string][] = [
      ['POST', '/api/grids'], ['PUT', `/api/grids/${ids.gridId}`], ['PUT', `/api/grids/${ids.gridId}/versions/${ids.versionId}`],
      ['POST', `/api/grids/${ids.gridId}/shadows`], ['PUT', `/api/shadows/${ids.token}`], ['POST', '/api/datapresets'],
      ['PUT', `/api/datapresets/${ids.presetId}`], ['POST', '/api/accounts/current/palettes'], ['PUT', '/api/accounts/current'],
      ['POST', '/api/webhooks'], ['PUT', `/api/shadows/${ids.token}/casts/c1`], ['POST', `/api/grids/${ids.gridId}/evaluate`], ['POST', '/api/session'],
    ];
    // Bodies shaped like the routes' own, with hostile values inside, besides wholly random ones.
    const wrapped = fc.tuple(fc.constantFrom('grid', 'gridVersion', 'shadow', 'dataPreset', 'palette', 'account', 'cast', 'input', 'url'), hostileText)
      .map(([key, inner]) => { try { JSON.parse(inner); return `{"${key}":${inner}}`; } catch { return inner; } });
    await fc.assert(fc.asyncProperty(fc.constantFrom(...routes), fc.oneof(hostileText, wrapped), async ([method, path], body) => {
      count('API');
      const reply = await client.request(method, path, { raw: body, headers: { 'content-type': 'application/json' } });
      expect(reply.status, `${method} ${path} ${body.slice(0, 200)}`).toBeLessThan(500);
      if (reply.status >= 400) expect(typeof reply.body.error === 'string' && reply.body.error.length > 0, `${method} ${path}: ${JSON.stringify(reply.body)}`).toBe(true);
    }), budget());
    expect((await client.get(`/api/shadows/${ids.token}`)).status).toBe(200);
  });
});
