import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorLines, FIXTURES, gridcast, gridcastInProcess, scratch, SLOW } from './run.js';

const ALL = ['loan-calculator.json', 'invoice.json', 'commission-plan.json'].map((f) => join(FIXTURES, f));
type Template = { testShadowsById: Record<string, { id: number; name: string; input: unknown; expectedOutputs?: Record<string, unknown> }> };

/** The loan fixture with its first shadow expecting a wrong payment and a missing schedule row value. */
function brokenLoan(): string {
  const template = JSON.parse(readFileSync(ALL[0], 'utf8')) as Template;
  const first = template.testShadowsById['1'].expectedOutputs as { monthlyPayment: number; schedule: { balance: number }[] };
  first.monthlyPayment = 1264;
  first.schedule[11].balance = 1;
  return join(scratch({ 'loan.json': JSON.stringify(template) }), 'loan.json');
}

describe('gridcast test', { timeout: SLOW }, () => {
  it('passes every fixture shadow', () => {
    const result = gridcast(['test', ...ALL]);
    expect(result.stdout).toContain('PASS  #1 30-year mortgage');
    expect(result.stdout).toContain('8 passed, 0 failed');
    expect(result.code).toBe(0);
  });

  it('exits 1 with a readable diff per difference', () => {
    const result = gridcast(['test', brokenLoan()]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('FAIL  #1 30-year mortgage');
    expect(result.stdout).toContain('monthlyPayment: expected 1264, got 1264.14');
    expect(result.stdout).toContain('schedule[11].balance: expected 1, got 197764.5');
    expect(result.stdout).toContain('PASS  #2 Car loan over 5 years');
    expect(errorLines(result.stderr)).toEqual(['gridcast: 1 of 3 test shadows failed']);
  });

  it('writes JUnit XML for CI', async () => {
    const result = await gridcastInProcess(['test', brokenLoan(), ALL[1], '--reporter', 'junit']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<testsuites name="gridcast test" tests="6" failures="1" skipped="0">/);
    expect(result.stdout).toContain('<testcase classname="Loan calculator" name="#1 30-year mortgage"');
    expect(result.stdout).toContain('<failure message="2 differences">monthlyPayment: expected 1264, got 1264.14\nschedule[11].balance: expected 1, got 197764.5</failure>');
    expect(result.stdout.trim().endsWith('</testsuites>')).toBe(true);
  });

  it('writes JSON with each difference', async () => {
    const result = await gridcastInProcess(['test', brokenLoan(), '--reporter', 'json']);
    const report = JSON.parse(result.stdout) as { passed: number; failed: number; templates: { shadows: { status: string; differences: unknown[] }[] }[] };
    expect(report).toMatchObject({ passed: 2, failed: 1 });
    expect(report.templates[0].shadows[0].differences).toContainEqual({ path: 'monthlyPayment', expected: 1264, actual: 1264.14 });
  });

  it('shows a progress line on stderr when running many shadows', async () => {
    const template = JSON.parse(readFileSync(ALL[1], 'utf8')) as Template;
    const shadow = template.testShadowsById['2'];
    template.testShadowsById = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [String(i + 1), { ...shadow, id: i + 1 }]));
    const result = await gridcastInProcess(['test', join(scratch({ 'many.json': JSON.stringify(template) }), 'many.json')]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('25 passed, 0 failed');
    expect(result.stderr).toContain('running test shadows 25/25');
  });

  it('refuses an unknown reporter and unreadable templates with exit 2', async () => {
    const unknown = await gridcastInProcess(['test', ALL[0], '--reporter', 'tap']);
    expect(unknown.code).toBe(2);
    expect(errorLines(unknown.stderr)).toEqual(["gridcast: unknown reporter 'tap' (expected text, json, junit)"]);
    const missing = await gridcastInProcess(['test', ALL[0], '/nonexistent/x.json']);
    expect(missing.code).toBe(2);
    expect(errorLines(missing.stderr)).toEqual(['gridcast: cannot read /nonexistent/x.json: no such file']);
  });
});
