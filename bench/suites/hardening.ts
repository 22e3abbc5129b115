import { deflateRawSync } from 'node:zlib';
import { FileImportError, importFile } from '../../plugins/files/index.js';
import type { SandboxRunner } from '../../plugins/user-functions/index.js';
import { blockingSandboxRunner } from '../../plugins/user-functions/server/blocking-runner.js';
import { SequentialIdGenerator } from '../../plugins/workbook/ids.js';
import type { BenchResult, BenchSuite } from '../types.js';
import { CSV_EXPORT, CSV_IMPORT, measureCsvInChild } from './hardening-csv.js';
import { measureServerCsv, SERVER_CSV_EXPORT, SERVER_CSV_EXPORT_FRESH, SERVER_CSV_IMPORT, SERVER_GRID_OPEN, SERVER_XLSX_EXPORT } from './hardening-server-csv.js';
import { measureWithRss as measure } from './rss-measure.js';

const NAMES = [
  'hardening.uf-recursion', 'hardening.uf-allocation', 'hardening.uf-slow-native', 'hardening.uf-back-to-back', 'hardening.xlsx-689k-refused', CSV_IMPORT, CSV_EXPORT,
  SERVER_CSV_IMPORT, SERVER_CSV_EXPORT, SERVER_GRID_OPEN, SERVER_XLSX_EXPORT, SERVER_CSV_EXPORT_FRESH,
] as const;

/**
 * What the hardening issue bounds, in time and memory: runaway user functions (ends within 1 s, < 64 MB
 * more; each call runs in the server's and the command line's worker, already started, and the time is the
 * call's until #ERROR!; `uf-back-to-back` is three in a row, each taking over the killed worker's spare), a refused 689k-row xlsx (< 2 s, < 300 MB), a 200k-row CSV
 * import and export (< 500 MB, in a process of their own: `hardening-csv.ts`), and the same through the
 * server's import and export routes (the server's own peak: `hardening-server-csv.ts`).
 * `rss_peak_mb` is how far the process's peak resident memory rose above its size before the measure;
 * measures run smallest first, so a later one is not hidden under an earlier peak; `rss_peak_total_mb` is the
 * process's whole peak so far.
 */
export const hardeningSuite: BenchSuite = {
  names: NAMES,
  async run(record, selected) {
    const runner = blockingSandboxRunner();
    const runaways = [
      ['hardening.uf-recursion', 'function F(x) { return F(x + 1) + 1; }'],
      ['hardening.uf-allocation', 'function F() { var a = []; for (;;) a.push(new Uint8Array(1000000)); }'],
      ['hardening.uf-slow-native', 'function F() { var s = "ab".repeat(5000); for (;;) s.split("").reverse().join(""); }'],
    ] as const;
    for (const [name, text] of runaways) if (selected(name)) record(await measure(name, 3, () => runaway(runner, text), {}, () => readyCall(runner)));
    if (selected('hardening.uf-back-to-back')) record(await backToBack(runner, runaways[2][1]));
    runner.dispose();
    if (selected('hardening.xlsx-689k-refused')) {
      const bytes = longSheetXlsx(689_000);
      record(await measure('hardening.xlsx-689k-refused', 3, async () => {
        const refused = await importFile('long.xlsx', bytes, new SequentialIdGenerator()).then(() => false, (error) => error instanceof FileImportError);
        if (!refused) throw new Error('the 689k-row workbook was not refused');
      }, { file_mb: Math.round(bytes.length / 1024 / 1024) }));
    }
    const csvNames = [CSV_IMPORT, CSV_EXPORT].filter(selected);
    if (csvNames.length) for (const result of await measureCsvInChild(csvNames)) record(result);
    const serverNames = [SERVER_CSV_IMPORT, SERVER_CSV_EXPORT, SERVER_GRID_OPEN, SERVER_XLSX_EXPORT, SERVER_CSV_EXPORT_FRESH].filter(selected);
    if (serverNames.length) for (const result of await measureServerCsv(serverNames)) record(result);
  },
};

/**
 * A call that returns at once, untimed before each runaway one: the time measured is the call's own until
 * #ERROR!, not the start-up of a worker that replaces a killed one (`start_ms`, the largest such wait).
 */
function readyCall(runner: SandboxRunner): number {
  const started = performance.now();
  runner.run({ name: 'READY', text: 'function READY() { return 1; }', args: [], limitMs: 500 });
  return performance.now() - started;
}

/**
 * Three runaway calls in a row, each killed at its limit, as one evaluation (or one command) meets them:
 * each run is one call's time until #ERROR!, including any wait for the worker that replaces the one
 * killed before it. The runner has been up a while first (its spare loaded), as a server's has.
 */
async function backToBack(runner: SandboxRunner, text: string): Promise<BenchResult> {
  readyCall(runner);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const started = performance.now();
  const result = await measure('hardening.uf-back-to-back', 3, () => runaway(runner, text));
  return { ...result, extra: { ...result.extra, total_ms: Math.round(performance.now() - started) } };
}

function runaway(runner: SandboxRunner, text: string): void {
  const result = runner.run({ name: 'F', text, args: [1], limitMs: 500 });
  runner.free([{ name: 'F', text }]);
  if (!result || result.ok) throw new Error('the runaway function was not stopped');
}

/** An xlsx whose one sheet has `rows` rows and no <dimension>, as a hand-made zip (workbook and sheet). */
function longSheetXlsx(rows: number): Uint8Array {
  const parts: string[] = ['<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'];
  for (let r = 1; r <= rows; r++) parts.push(`<row r="${r}"><c r="A${r}"><v>${r}</v></c><c r="B${r}" t="inlineStr"><is><t>row ${r}</t></is></c></row>`);
  parts.push('</sheetData></worksheet>');
  return zipOf({
    'xl/workbook.xml': '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="S" sheetId="1"/></sheets></workbook>',
    'xl/worksheets/sheet1.xml': parts.join(''),
  });
}

function zipOf(files: Readonly<Record<string, string>>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const content = Buffer.from(text);
    const data = deflateRawSync(content);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30 + nameBytes.length);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    nameBytes.copy(local, 30);
    const central = Buffer.alloc(46 + nameBytes.length);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    nameBytes.copy(central, 46);
    locals.push(local, data);
    centrals.push(central);
    offset += local.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length, 8);
  end.writeUInt16LE(centrals.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, ...centrals, end]));
}
