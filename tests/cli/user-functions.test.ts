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
});
