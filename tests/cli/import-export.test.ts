import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';

const run = (...args: string[]) => spawnSync('node', ['cli/bin.js', ...args], { encoding: 'utf8' });
const dir = mkdtempSync(join(tmpdir(), 'cli-files-'));

describe('gridcast import and export', { timeout: 90_000 }, () => {
  it('imports an xlsx book into a template file and lists what it could not keep', () => {
    const out = join(dir, 'budget.json');
    const result = run('import', 'fixtures/books/budget.xlsx', '-o', out);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const template = JSON.parse(readFileSync(out, 'utf8'));
    expect(template.format).toBe('gridcast/1');
    expect(template.name).toBe('budget');
  });

  it('says an empty book is empty, with one line and exit code 2', () => {
    const empty = join(dir, 'empty.xlsx');
    writeFileSync(empty, '');
    const result = run('import', empty, '-o', join(dir, 'empty.json'));
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(`gridcast: empty.xlsx is empty: there is nothing to import.\n`);
    expect(existsSync(join(dir, 'empty.json'))).toBe(false);
  });

  it('reports unsupported features of a book on stderr and still succeeds', () => {
    const result = run('import', 'fixtures/books/costs.xls', '-o', join(dir, 'costs.json'));
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('note: Cell styles:');
  });

  it('imports a book ExcelJS refused (a table filtered by icon), notes what it left out, and exports the template', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Data').addTable({ name: 'Fruit', ref: 'A1', headerRow: true, columns: [{ name: 'Name', filterButton: true }, { name: 'Count', filterButton: true }], rows: [['apple', 3], ['pear', 5]] });
    const zip = await JSZip.loadAsync(await book.xlsx.writeBuffer());
    const table = await zip.file('xl/tables/table1.xml')!.async('string');
    zip.file('xl/tables/table1.xml', table.replace(/<autoFilter[^>]*?(\/>|>[\s\S]*?<\/autoFilter>)/, '<autoFilter ref="A1:B3"><filterColumn colId="1"><iconFilter iconSet="3Arrows" iconId="0"/></filterColumn></autoFilter>'));
    const bookPath = join(dir, 'icons.xlsx');
    writeFileSync(bookPath, await zip.generateAsync({ type: 'uint8array' }));
    const template = join(dir, 'icons.json');
    const result = run('import', bookPath, '-o', template);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('note: Data: Filters: the filter of table Fruit is not kept: it filters by icon; its rows stay hidden\n');
    expect(run('export', template, '-o', join(dir, 'icons-out.xlsx')).status).toBe(0);
  });

  it('exports a template to xlsx with computed values cached and to csv with computed values', async () => {
    const template = join(dir, 'prices.json');
    expect(run('import', 'fixtures/books/price-list.xlsx', '-o', template).status).toBe(0);
    const xlsx = join(dir, 'prices.xlsx');
    expect(run('export', template, '-o', xlsx).status).toBe(0);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(xlsx);
    expect(book.getWorksheet('Prices')!.getCell('E2').value).toEqual({ formula: 'ROUND(C2*D2,2)', result: 3747 });
    const csv = join(dir, 'prices.csv');
    expect(run('export', template, '-o', csv, '--sheet', 'Prices').status).toBe(0);
    expect(readFileSync(csv, 'utf8').split('\r\n')[1]).toBe('"Laptop 14""",Hardware,"$1,249.00",3,"$3,747.00"');
  });

  it('exports to csv without loading ExcelJS (~86 MB of the process), which only an xlsx needs', () => {
    const template = join(dir, 'lean.json');
    expect(run('import', 'fixtures/books/price-list.xlsx', '-o', template).status).toBe(0);
    // Says at exit whether any module of ExcelJS (CommonJS, so in require's cache) was loaded.
    const probe = `import{createRequire}from'node:module';const r=createRequire(process.cwd()+'/');process.on('exit',()=>process.stderr.write(Object.keys(r.cache).some((k)=>k.includes('/node_modules/exceljs/'))?'exceljs loaded\\n':'exceljs not loaded\\n'))`;
    const withProbe = (...args: string[]) => spawnSync('node', ['--import', `data:text/javascript,${encodeURIComponent(probe)}`, 'cli/bin.js', ...args], { encoding: 'utf8' });
    const csv = withProbe('export', template, '-o', join(dir, 'lean.csv'));
    expect(csv.status).toBe(0);
    expect(csv.stderr).toContain('exceljs not loaded');
    const xlsx = withProbe('export', template, '-o', join(dir, 'lean.xlsx'));
    expect(xlsx.status).toBe(0);
    expect(xlsx.stderr).toContain('exceljs loaded');
  });

  it('evaluates a csv book directly', () => {
    const book = join(dir, 'sums.csv');
    writeFileSync(book, 'a,b\n2,=A2*3\n');
    const result = run('eval', book, '--values');
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).values.sums).toEqual({ A1: 'a', B1: 'b', A2: 2, B2: 6 });
  });

  it.each([
    [['import', 'missing.xlsx', '-o', join(dir, 'x.json')], 'gridcast: cannot read missing.xlsx: no such file\n'],
    [['import', 'fixtures/books/budget.xlsx', '-o', join(dir, 'x.txt')], `gridcast: ${join(dir, 'x.txt')}: the template file must end in .json\n`],
    [['import', 'README.md', '-o', join(dir, 'x.json')], 'gridcast: README.md: expected an .xlsx, .xls or .csv file\n'],
    [['export', 'fixtures/books/budget.xlsx', '-o', join(dir, 'x.pdf')], `gridcast: ${join(dir, 'x.pdf')}: the output must end in .xlsx or .csv\n`],
  ])('refuses bad usage %j with exit 2 and one line', (args, message) => {
    const result = run(...args);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(message);
    expect(existsSync(join(dir, 'x.json'))).toBe(false);
  });
});
