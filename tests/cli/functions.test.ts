import { describe, expect, it } from 'vitest';
import { gridcast, gridcastInProcess, SLOW } from './run.js';

describe('gridcast functions', { timeout: SLOW }, () => {
  it('lists every built-in function as JSON', () => {
    const result = gridcast(['functions', '--json']);
    expect(result.code).toBe(0);
    const list = JSON.parse(result.stdout) as { name: string; category: string; syntax: string; description: string }[];
    expect(list.length).toBeGreaterThan(300);
    const names = list.map((f) => f.name);
    for (const name of ['SUM', 'INPUT', 'PMT', 'VLOOKUP', 'XLOOKUP', 'TEXT', 'IFS', 'HIDEROW', 'RANGELINK', 'CASTING']) expect(names).toContain(name);
    expect(list.find((f) => f.name === 'INPUT')).toMatchObject({ category: 'product', syntax: 'INPUT(path, [key1, key2, ...])' });
    for (const f of list) expect(f.description.length).toBeGreaterThan(0);
  });

  it('prints one line per function with its syntax, category and description', async () => {
    const result = await gridcastInProcess(['functions']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^INPUT\(path, \[key1, key2, \.\.\.\]\)\s+product\s+A value of the JSON input/m);
    expect(result.stdout).toMatch(/\n\d{3} functions\n$/);
  });
});
