import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mathFunctions } from '../../../../../plugins/formulas/functions/math/index.js';
import { statisticalFunctions } from '../../../../../plugins/formulas/functions/statistical/index.js';

const here = new URL('..', import.meta.url).pathname;
const testText = ['math', 'statistical']
  .flatMap((dir) => readdirSync(join(here, dir)).filter((f) => f.endsWith('.test.ts')).map((f) => readFileSync(join(here, dir, f), 'utf8')))
  .join('\n');

describe('math and statistical function definitions', () => {
  const all = [...mathFunctions, ...statisticalFunctions];

  it('are unique, described, and state their syntax with their own name', () => {
    expect(new Set(all.map((f) => f.name)).size).toBe(all.length);
    for (const f of all) {
      expect(f.description.length, f.name).toBeGreaterThan(10);
      expect(f.syntax.startsWith(`${f.name}(`), f.name).toBe(true);
      expect(f.minArgs <= f.maxArgs, f.name).toBe(true);
    }
  });

  it('each have tests', () => {
    const untested = all.map((f) => f.name).filter((name) => !testText.includes(`'${name}'`) && !testText.includes(`=${name}(`));
    expect(untested).toEqual([]);
  });

  it('are categorised where they are listed', () => {
    expect(mathFunctions.every((f) => f.category === 'math')).toBe(true);
    expect(statisticalFunctions.every((f) => f.category === 'statistical')).toBe(true);
  });
});
