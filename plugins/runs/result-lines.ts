import { csvField } from './csv-fields.js';
import { flatValue } from './flat-columns.js';
import type { ResultFormat } from './input-format.js';
import type { JsonBytes } from './json-bytes.js';

/** One input's result: its outputs, or why it failed alone. */
export type RunResult = { readonly outputs: unknown } | { readonly error: string };

/** How results are written: the format, and for flat CSV the columns (`flatColumns`). */
export interface ResultWriting {
  readonly format: ResultFormat;
  readonly columns?: readonly string[];
}

/** The first line of a results file: CSV's header (none for JSON lines). */
export function resultHeader(writing: ResultWriting): string {
  if (writing.format === 'jsonl') return '';
  if (writing.format === 'csv') return 'outputs,error\n';
  return `${[...(writing.columns ?? []), 'error'].map(csvField).join(',')}\n`;
}

/** One result as its line (with its line break): `{"outputs":...}` or `{"error":"..."}`, or a CSV row. */
export function resultLine(result: RunResult, writing: ResultWriting): string {
  if (writing.format === 'jsonl') return `${JSON.stringify(result)}\n`;
  const error = 'error' in result ? csvField(result.error) : '';
  if (writing.format === 'csv') return `${'outputs' in result ? csvField(JSON.stringify(result.outputs)) : ''},${error}\n`;
  const columns = writing.columns ?? [];
  const outputs = 'outputs' in result ? result.outputs : undefined;
  let line = '';
  for (const column of columns) line += `${csvValue(flatValue(outputs, column))},`;
  return `${line}${error}\n`;
}

/** Writes `resultLine(result, writing)` as UTF-8; a JSON line without making its text (the bulk of a run's output). */
export function writeResultLine(out: JsonBytes, result: RunResult, writing: ResultWriting): void {
  if (writing.format !== 'jsonl') return out.text(resultLine(result, writing));
  if ('outputs' in result) {
    out.ascii('{"outputs":');
    out.json(result.outputs);
  } else {
    out.ascii('{"error":');
    out.string(result.error);
  }
  out.ascii('}\n');
}

/** A computed value as a CSV field: numbers and booleans as JSON writes them, null and absent as nothing, anything else as its JSON. */
function csvValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return csvField(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return csvField(JSON.stringify(value));
}
