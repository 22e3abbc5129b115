import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('gridcast eval with user functions', { timeout: 90_000 }, () => {
  it('evaluates formulas that call the template\'s own JavaScript functions, and stops runaway ones', () => {
    const template = JSON.parse(readFileSync('fixtures/templates/invoice.json', 'utf8'));
    template.userFunctions = [
      { name: 'TWICE', text: 'function TWICE(x) { return x * 2; }' },
      { name: 'SPIN', text: 'function SPIN() { while (true) {} }' },
    ];
    const sheet = template.sheetsById[template.sheetIds[0]];
    sheet.cellsById[`${sheet.columnIds[25]}&${sheet.rowIds[0]}`] = { formula: '=TWICE(21)' };
    sheet.cellsById[`${sheet.columnIds[25]}&${sheet.rowIds[1]}`] = { formula: '=SPIN()' };
    const file = join(mkdtempSync(join(tmpdir(), 'uf-')), 'uf.json');
    writeFileSync(file, JSON.stringify(template));
    const result = spawnSync('node', ['cli/bin.js', 'eval', file, '--values'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    const values = JSON.parse(result.stdout).values[sheet.name];
    expect(values.Z1).toBe(42);
    expect(values.Z2).toBe('#ERROR!');
  });

  it('survives runaway recursion and allocation: each such cell is #ERROR!, the others compute', () => {
    const template = JSON.parse(readFileSync('fixtures/templates/invoice.json', 'utf8'));
    template.userFunctions = [
      { name: 'DOWN', text: 'function DOWN(x) { return DOWN(x + 1) + 1; }' },
      { name: 'HOARD', text: 'function HOARD() { var a = []; for (;;) a.push(new Uint8Array(1000000)); }' },
      { name: 'TWICE', text: 'function TWICE(x) { return x * 2; }' },
    ];
    const sheet = template.sheetsById[template.sheetIds[0]];
    const cell = (row: number) => `${sheet.columnIds[25]}&${sheet.rowIds[row]}`;
    sheet.cellsById[cell(0)] = { formula: '=DOWN(1)' };
    sheet.cellsById[cell(1)] = { formula: '=HOARD()' };
    sheet.cellsById[cell(2)] = { formula: '=TWICE(21)' };
    const file = join(mkdtempSync(join(tmpdir(), 'uf-')), 'uf.json');
    writeFileSync(file, JSON.stringify(template));
    const result = spawnSync('node', ['cli/bin.js', 'eval', file, '--values'], { encoding: 'utf8' });
    expect(result.stderr).not.toMatch(/Aborted|Assertion/);
    expect(result.status).toBe(0);
    const values = JSON.parse(result.stdout).values[sheet.name];
    expect([values.Z1, values.Z2, values.Z3]).toEqual(['#ERROR!', '#ERROR!', 42]);
  });
});
