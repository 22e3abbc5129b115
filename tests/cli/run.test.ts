import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvRecords } from '../../plugins/runs/index.js';
import { progressLine, ProgressBar } from '../../cli/commands/progress-bar.js';
import { errorLines, FIXTURES, gridcast, gridcastAsync, scratch, SLOW } from './run.js';

const LOAN = join(FIXTURES, 'loan-calculator.json');
const loanInput = (i: number) => ({ principal: 1200 * (i + 1), rate: 0, years: 1 });
const jsonLines = (inputs: readonly unknown[]) => inputs.map((input) => JSON.stringify(input)).join('\n') + '\n';
const results = (stdout: string) => stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { outputs?: { monthlyPayment: number }; error?: string });

describe('gridcast run', { timeout: SLOW }, () => {
  it('answers every input of a JSON-lines file in the input\'s order, across batches and workers, and ends with a summary line', async () => {
    // 1,234 inputs: three batches of up to 500, on two workers, finishing in any order.
    const inputs = Array.from({ length: 1234 }, (_, i) => loanInput(i));
    const dir = scratch({ 'inputs.jsonl': jsonLines(inputs) });
    const result = await gridcastAsync(['run', LOAN, '--inputs', join(dir, 'inputs.jsonl'), '--jobs', '2']);
    expect(result.code).toBe(0);
    const answered = results(result.stdout);
    expect(answered).toHaveLength(1234);
    expect(answered.map((line) => line.outputs!.monthlyPayment)).toEqual(inputs.map((_, i) => 100 * (i + 1)));
    // Not a terminal: no progress bar, only the summary.
    expect(errorLines(result.stderr)).toEqual([expect.stringMatching(/^1,234 inputs, 0 failed, in \d+(\.\d)?s \([\d,]+ inputs\/s\)$/)]);
  });

  it('fails an input alone (its line says why) and exits 1; --fail-fast stops after the first failure', async () => {
    const dir = scratch({ 'inputs.jsonl': `${JSON.stringify(loanInput(0))}\n{"principal": oops}\n${JSON.stringify(loanInput(2))}\n"text"\n` });
    const [all, fast] = await Promise.all([
      gridcastAsync(['run', LOAN, '--inputs', join(dir, 'inputs.jsonl'), '--output', join(dir, 'all.jsonl')]),
      gridcastAsync(['run', LOAN, '--inputs', join(dir, 'inputs.jsonl'), '--fail-fast', '--quiet']),
    ]);
    expect(all.code).toBe(1);
    const written = results(readFileSync(join(dir, 'all.jsonl'), 'utf8'));
    expect(written.map((line) => line.outputs?.monthlyPayment ?? line.error)).toEqual([
      100, expect.stringMatching(/^This line is not JSON/), 300, 'The input must be a JSON object, e.g. {"principal": 200000}.',
    ]);
    expect(errorLines(all.stderr)).toEqual([expect.stringMatching(/^4 inputs, 2 failed, in /)]);
    expect(fast.code).toBe(1);
    expect(results(fast.stdout).map((line) => Object.keys(line)[0])).toEqual(['outputs', 'error']);
    expect(errorLines(fast.stderr)).toEqual([expect.stringMatching(/^gridcast: stopped at the first failure \(--fail-fast\): record 2: This line is not JSON/)]);
  });

  it('reads CSV inputs (typed, dotted headers nesting) and writes flat CSV columns with --flat', () => {
    const dir = scratch({ 'inputs.csv': 'principal,rate,years\n12000,0,2\n"12000",0,2\n24000,0,true\n12000,0,two\n' });
    const result = gridcast(['run', LOAN, '--inputs', join(dir, 'inputs.csv'), '--output', '-', '--flat', '--quiet']);
    const [header, ...rows] = csvRecords(result.stdout).map((row) => row.map((field) => field.text));
    expect(header.slice(0, 4)).toEqual(['monthlyPayment', 'totals.paid', 'totals.interest', 'schedule.0.month']);
    expect(header.at(-1)).toBe('error');
    // A number; a quoted number is text, which arithmetic reads as a spreadsheet does; a boolean (TRUE is 1
    // year in arithmetic); text that is no number (#VALUE!).
    expect(rows.map((row) => row[0])).toEqual(['500', '500', '2000', '#VALUE!']);
    expect(result.stderr).toBe('');
  });

  it('nests dotted CSV headers into the input the template reads', () => {
    const dir = scratch({ 'inputs.csv': 'taxRate,items.0.name,items.0.qty,items.0.price,items.1.name,items.1.qty,items.1.price\n0.1,A,2,3,B,1,4\n' });
    const result = gridcast(['run', join(FIXTURES, 'invoice.json'), '--inputs', join(dir, 'inputs.csv'), '--quiet']);
    expect(result.code).toBe(0);
    expect(results(result.stdout)[0].outputs).toMatchObject({ subtotal: 10, tax: 1, total: 11, itemCount: 2 });
  });

  it('reads standard input and writes a CSV file with an outputs column of JSON', () => {
    const dir = scratch({});
    const result = gridcast(['run', LOAN, '--inputs', '-', '--output', join(dir, 'out.csv'), '--jobs', '1'], jsonLines([loanInput(0), loanInput(1)]));
    expect(result.code).toBe(0);
    const [header, ...rows] = csvRecords(readFileSync(join(dir, 'out.csv'), 'utf8'));
    expect(header.map((field) => field.text)).toEqual(['outputs', 'error']);
    expect(rows.map((row) => JSON.parse(row[0].text).monthlyPayment)).toEqual([100, 200]);
  });

  it('refuses bad usage with one line and exit 2', () => {
    const dir = scratch({ 'inputs.jsonl': '{}\n', 'bad.csv': 'a,,b\n1,2,3\n' });
    const cases: [string[], RegExp][] = [
      [['run', LOAN, '--inputs', '/nonexistent/in.jsonl'], /cannot read \/nonexistent\/in\.jsonl: no such file/],
      [['run', LOAN, '--inputs', join(dir, 'inputs.jsonl'), '--jobs', '0'], /--jobs 0: expected a whole number from 1 to 256/],
      [['run', LOAN, '--inputs', join(dir, 'inputs.jsonl'), '--output', join(dir, 'o.jsonl'), '--flat'], /--flat writes CSV columns/],
      [['run', LOAN, '--inputs', join(dir, 'bad.csv')], /the CSV file of inputs: column 2 of the header has no name/],
      [['run', LOAN], /required option '--inputs <file>' not specified/],
    ];
    for (const [args, message] of cases) {
      const result = gridcast(args);
      expect(result.code).toBe(2);
      expect(errorLines(result.stderr)).toEqual([expect.stringMatching(message)]);
    }
  });
});

describe('gridcast run\'s progress bar', () => {
  it('draws the share done, counts, rate and time left on a terminal, redrawn in place', () => {
    let clock = 0;
    const written: string[] = [];
    const bar = new ProgressBar({ isTTY: true, columns: 120, write: (text: string) => written.push(text) }, false, () => clock, 0);
    clock = 2000;
    bar.update(5000, 1, 0.25);
    clock = 2050;
    bar.update(5100, 1, 0.26);
    bar.clear();
    expect(written).toEqual([`\r${progressLine(5000, 1, 2000, 0.25)}\u001b[K`, '\r\u001b[K']);
    expect(progressLine(5000, 1, 2000, 0.25)).toBe('[=====>                  ]  25% 5,000 inputs (1 failed)  2,500/s  6s left');
    expect(progressLine(300, 0, 1000)).toBe('300 inputs  300/s');
  });

  it('draws nothing when not on a terminal, or with --quiet', () => {
    const written: string[] = [];
    const target = (isTTY: boolean) => ({ isTTY, write: (text: string) => written.push(text) });
    for (const bar of [new ProgressBar(target(false), false), new ProgressBar(target(true), true)]) {
      bar.update(10, 0, 0.5, true);
      bar.clear();
    }
    expect(written).toEqual([]);
  });
});
