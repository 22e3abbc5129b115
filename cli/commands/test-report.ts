import type { OutputDifference } from '../../plugins/formulas/outputs/index.js';
import type { ShadowResult, TemplateResult } from './test-run.js';

export type Reporter = 'text' | 'json' | 'junit';
export const REPORTERS: readonly Reporter[] = ['text', 'json', 'junit'];

export interface Totals {
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
}

export function totals(results: readonly TemplateResult[]): Totals {
  const all = results.flatMap((r) => r.shadows);
  const count = (status: ShadowResult['status']) => all.filter((s) => s.status === status).length;
  return { passed: count('passed'), failed: count('failed'), skipped: count('skipped') };
}

export function report(reporter: Reporter, results: readonly TemplateResult[]): string {
  if (reporter === 'json') return `${JSON.stringify({ ...totals(results), templates: results }, null, 2)}\n`;
  if (reporter === 'junit') return junit(results);
  return text(results);
}

/** A value as it reads in a diff: JSON, or "(missing)". */
export function shown(value: unknown): string {
  return value === undefined ? '(missing)' : JSON.stringify(value);
}

export function differenceLine(d: OutputDifference): string {
  return `${d.path === '' ? '(outputs)' : d.path}: expected ${shown(d.expected)}, got ${shown(d.actual)}`;
}

function shadowDetails(shadow: ShadowResult): string[] {
  if (shadow.error) return [`evaluation failed: ${shadow.error}`];
  return shadow.differences.map(differenceLine);
}

function text(results: readonly TemplateResult[]): string {
  const lines: string[] = [];
  for (const template of results) {
    lines.push(`${template.file} (${template.name})`);
    if (template.shadows.length === 0) lines.push('  no test shadows');
    for (const shadow of template.shadows) {
      const mark = shadow.status === 'passed' ? 'PASS' : shadow.status === 'failed' ? 'FAIL' : 'SKIP';
      const note = shadow.status === 'skipped' ? ' (no expected outputs)' : '';
      lines.push(`  ${mark}  #${shadow.id} ${shadow.name}${note}`);
      for (const detail of shadowDetails(shadow)) lines.push(`        ${detail}`);
    }
  }
  const t = totals(results);
  lines.push('', `${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}`);
  return `${lines.join('\n')}\n`;
}

function xml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');
}

function junit(results: readonly TemplateResult[]): string {
  const t = totals(results);
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', `<testsuites name="gridcast test" tests="${t.passed + t.failed + t.skipped}" failures="${t.failed}" skipped="${t.skipped}">`];
  for (const template of results) {
    const s = totals([template]);
    const time = template.shadows.reduce((sum, sh) => sum + sh.ms, 0);
    out.push(`  <testsuite name="${xml(template.file)}" tests="${template.shadows.length}" failures="${s.failed}" skipped="${s.skipped}" time="${seconds(time)}">`);
    for (const shadow of template.shadows) {
      const open = `    <testcase classname="${xml(template.name)}" name="${xml(`#${shadow.id} ${shadow.name}`)}" time="${seconds(shadow.ms)}"`;
      if (shadow.status === 'passed') out.push(`${open}/>`);
      else if (shadow.status === 'skipped') out.push(`${open}><skipped message="no expected outputs"/></testcase>`);
      else {
        const details = shadowDetails(shadow);
        const message = shadow.error ? 'evaluation failed' : `${details.length} difference${details.length === 1 ? '' : 's'}`;
        out.push(`${open}><failure message="${xml(message)}">${xml(details.join('\n'))}</failure></testcase>`);
      }
    }
    out.push('  </testsuite>');
  }
  out.push('</testsuites>');
  return `${out.join('\n')}\n`;
}
