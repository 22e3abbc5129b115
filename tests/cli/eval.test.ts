import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorLines, FIXTURES, gridcast, gridcastAsync, gridcastInProcess, scratch, SLOW } from './run.js';

const LOAN = join(FIXTURES, 'loan-calculator.json');

describe('gridcast eval', { timeout: SLOW }, () => {
  it('prints the outputs for an input file', () => {
    const dir = scratch({ 'input.json': JSON.stringify({ principal: 12000, rate: 0, years: 2 }) });
    const result = gridcast(['eval', LOAN, '--input', join(dir, 'input.json')]);
    expect(result.code).toBe(0);
    const printed = JSON.parse(result.stdout) as { outputs: Record<string, unknown>; values?: unknown };
    expect(printed.outputs.monthlyPayment).toBe(500);
    expect(printed.outputs.totals).toEqual({ paid: 12000, interest: 0 });
    expect(printed.values).toBeUndefined();
  });

  it('reads the input from standard input and prints every value with --values', () => {
    const result = gridcast(['eval', LOAN, '--input', '-', '--values'], JSON.stringify({ principal: 25000, rate: 0.049, years: 5 }));
    expect(result.code).toBe(0);
    const printed = JSON.parse(result.stdout) as { outputs: { monthlyPayment: number }; values: Record<string, Record<string, unknown>> };
    expect(printed.outputs.monthlyPayment).toBe(470.64);
    expect(printed.values.Loan.A4).toBe('Monthly payment');
    expect(printed.values.Loan.B4).toBe(470.64);
    expect(printed.values.Loan.Z99).toBeUndefined();
  });

  it('prints each formula with its reads with --log', async () => {
    const result = await gridcastInProcess(['eval', LOAN, '--log']);
    expect(result.code).toBe(0);
    const printed = JSON.parse(result.stdout) as { log: { sheet: string; cell: string; formula: string; reads: { target: string }[] }[] };
    expect(printed.log[0]).toMatchObject({ sheet: 'Loan', cell: 'B1', formula: '=INPUT("principal")', evaluations: 1, reads: [] });
    // each formula lists the cells it read (the evaluation log, grouped by formula cell)
    expect(printed.log.find((entry) => entry.reads.length > 0)?.reads[0].target).toMatch(/^Loan!/);
  });

  it('spills line items from the input', async () => {
    const input = { invoiceNumber: 'T-1', taxRate: 0.1, items: [{ name: 'A', qty: 2, price: 3 }, { name: 'B', qty: 1, price: 4 }] };
    const dir = scratch({ 'input.json': JSON.stringify(input) });
    const result = await gridcastInProcess(['eval', join(FIXTURES, 'invoice.json'), '--input', join(dir, 'input.json')]);
    expect(JSON.parse(result.stdout).outputs).toMatchObject({ subtotal: 10, tax: 1, total: 11, itemCount: 2 });
  });
});

describe('gridcast eval on bad input: exit 2 with one line', { timeout: SLOW }, () => {
  const cases: [string, () => string[], RegExp][] = [
    ['a missing template', () => ['eval', '/nonexistent/template.json'], /cannot read \/nonexistent\/template\.json: no such file/],
    ['malformed JSON', () => ['eval', join(scratch({ 'bad.json': '{"format": "gridcast/1",' }), 'bad.json')], /bad\.json: invalid JSON at line 1/],
    ['another format', () => ['eval', join(scratch({ 'other.json': '{"format": "other/2"}' }), 'other.json')], /other\.json: format: expected "gridcast\/1", got "other\/2"/],
    ['a template path that is a folder', () => { const dir = scratch({}); mkdirSync(join(dir, 'folder.json')); return ['eval', join(dir, 'folder.json')]; }, /cannot read .*folder\.json: is a directory/],
    ['a file that is neither a template nor a book', () => ['eval', join(scratch({ 'notes.md': '# notes' }), 'notes.md')], /notes\.md: expected a template \.json file or an \.xlsx, \.xls or \.csv book/],
    ['a missing input file', () => ['eval', LOAN, '--input', '/nonexistent/input.json'], /cannot read \/nonexistent\/input\.json: no such file/],
    ['malformed input', () => ['eval', LOAN, '--input', join(scratch({ 'in.json': '{principal: 1}' }), 'in.json')], /in\.json: invalid JSON/],
    ['a missing argument', () => ['eval'], /missing required argument 'template'/],
  ];
  it.each(cases)('%s', async (_title, args, message) => {
    const result = await gridcastInProcess(args());
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    const lines = errorLines(result.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^gridcast: /);
    expect(lines[0]).toMatch(message);
  });

  it('says so from the real command too (missing file, malformed JSON, another format)', async () => {
    const dir = scratch({ 'bad.json': '{"format": "gridcast/1",', 'other.json': '{"format": "other/2"}' });
    const runs = await Promise.all([
      gridcastAsync(['eval', '/nonexistent/template.json']),
      gridcastAsync(['eval', join(dir, 'bad.json')]),
      gridcastAsync(['test', join(dir, 'other.json')]),
    ]);
    expect(runs.map((run) => run.code)).toEqual([2, 2, 2]);
    expect(runs.map((run) => run.stdout)).toEqual(['', '', '']);
    const [missing, malformed, other] = runs.map((run) => errorLines(run.stderr));
    expect(missing).toEqual(['gridcast: cannot read /nonexistent/template.json: no such file']);
    expect(malformed).toHaveLength(1);
    expect(malformed[0]).toMatch(/^gridcast: .*bad\.json: invalid JSON at line 1/);
    expect(other).toEqual([`gridcast: ${join(dir, 'other.json')}: format: expected "gridcast/1", got "other/2"`]);
  });
});
