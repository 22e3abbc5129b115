import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCsv } from '../../plugins/files/csv/parse.js';

/**
 * LibreOffice Calc, headless, as the real program our files must agree with. Each call has its own
 * profile folder so test files running in parallel do not fight over one.
 */
function soffice(args: string[], cwd: string, settings = ''): void {
  const profile = mkdtempSync(join(tmpdir(), 'lo-profile-'));
  try {
    if (settings) {
      mkdirSync(join(profile, 'user'));
      writeFileSync(join(profile, 'user', 'registrymodifications.xcu'), `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${settings}</oor:items>`);
    }
    execFileSync('soffice', [`-env:UserInstallation=file://${profile}`, '--headless', '--norestore', ...args], { cwd, stdio: 'ignore', timeout: 180_000 });
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

// Raw values (not as shown), every sheet to its own file: the last token -1.
const CSV_ALL_SHEETS = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,false,false,false,false,-1';

/**
 * Opens an xlsx in LibreOffice and returns every sheet's values as text, by sheet name. Formula cells
 * written without a cached value are computed by LibreOffice on load.
 */
export function libreOfficeValues(xlsx: Uint8Array, sheetNames: readonly string[]): Record<string, string[][]> {
  const dir = mkdtempSync(join(tmpdir(), 'lo-values-'));
  try {
    writeFileSync(join(dir, 'book.xlsx'), xlsx);
    soffice(['--convert-to', CSV_ALL_SHEETS, '--outdir', dir, 'book.xlsx'], dir);
    const out: Record<string, string[][]> = {};
    const files = readdirSync(dir).filter((f) => f.endsWith('.csv'));
    for (const name of sheetNames) {
      const file = files.length === 1 && sheetNames.length === 1 ? files[0] : `book-${name}.csv`;
      out[name] = parseCsv(readFileSync(join(dir, file), 'utf8'), ',').rows;
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The same workbook as LibreOffice writes it back as xlsx. */
export function libreOfficeResave(xlsx: Uint8Array): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'lo-resave-'));
  try {
    writeFileSync(join(dir, 'in.xlsx'), xlsx);
    soffice(['--convert-to', 'xlsx:Calc MS Excel 2007 XML', '--outdir', join(dir, 'out'), 'in.xlsx'], dir);
    return new Uint8Array(readFileSync(join(dir, 'out', 'in.xlsx')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** LibreOffice's setting to compute every formula of an xlsx on load, rather than show the values it caches. */
const RECALCULATE_ON_LOAD = '<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>';

/**
 * Several xlsx files as LibreOffice writes them back after computing every formula itself (whatever the
 * files cached), in one run of the program: each result holds LibreOffice's values as the cells' caches.
 */
export function libreOfficeRecalculated(books: readonly Uint8Array[]): Uint8Array[] {
  const dir = mkdtempSync(join(tmpdir(), 'lo-recalc-'));
  try {
    const names = books.map((bytes, i) => {
      writeFileSync(join(dir, `book${i}.xlsx`), bytes);
      return `book${i}.xlsx`;
    });
    soffice(['--convert-to', 'xlsx:Calc MS Excel 2007 XML', '--outdir', join(dir, 'out'), ...names], dir, RECALCULATE_ON_LOAD);
    return names.map((name) => new Uint8Array(readFileSync(join(dir, 'out', name))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The background colour LibreOffice shows in each cell of an xlsx's first sheet (conditional formats
 * applied), as upper-case #RRGGBB or '' for none, by row then column: its HTML export writes what the cell
 * looks like, not the rules.
 */
export function libreOfficeBackgrounds(xlsx: Uint8Array): string[][] {
  const dir = mkdtempSync(join(tmpdir(), 'lo-html-'));
  try {
    writeFileSync(join(dir, 'book.xlsx'), xlsx);
    soffice(['--convert-to', 'html', '--outdir', dir, 'book.xlsx'], dir);
    const html = readFileSync(join(dir, 'book.html'), 'utf8');
    const table = /<table[\s\S]*?<\/table>/i.exec(html)?.[0] ?? '';
    return [...table.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/gi)].map(([, row]) =>
      [...row.matchAll(/<td([^>]*)>/gi)].flatMap(([, attributes]) => {
        const colour = /bgcolor="(#[0-9A-Fa-f]{6})"/i.exec(attributes)?.[1].toUpperCase() ?? '';
        return Array<string>(Number(/colspan="?(\d+)/i.exec(attributes)?.[1] ?? 1)).fill(colour);
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
