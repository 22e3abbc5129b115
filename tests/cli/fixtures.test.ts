import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { templateFileText } from '../../plugins/workbook/file/index.js';
import { buildTemplate, TEMPLATES } from '../../scripts/fixtures/templates.js';
import { FIXTURES } from './run.js';

describe('fixtures/templates', () => {
  it.each(TEMPLATES.map((spec) => [spec.file, spec] as const))('%s is what the generator builds', (file, spec) => {
    const committed = readFileSync(join(FIXTURES, file), 'utf8');
    expect(committed).toBe(`${templateFileText(buildTemplate(spec), {}, 2)}\n`);
  });
});
