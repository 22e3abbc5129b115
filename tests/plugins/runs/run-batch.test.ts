import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvRecords, flatColumns, headerPaths, resultHeader, runBatch, type BatchRequest } from '../../../plugins/runs/index.js';
import { outputSchema, TemplateFunction } from '../../../plugins/template-function/index.js';
import { readTemplateFile } from '../../../plugins/workbook/file/index.js';
import { engineOptions } from '../../support/engine.js';

const loan = readTemplateFile(JSON.parse(readFileSync(new URL('../../../fixtures/templates/loan-calculator.json', import.meta.url), 'utf8')));
const fn = new TemplateFunction(loan, engineOptions());
const textOf = (results: { readonly bytes: Uint8Array }) => new TextDecoder().decode(results.bytes);
const lines = (text: string) => text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);

describe('runBatch: a batch of inputs computed, one result per input in order', () => {
  it('answers each JSON line with its outputs in the order given, skipping blank lines', () => {
    const request: BatchRequest = { format: 'jsonl', firstRecord: 1, writing: { format: 'jsonl' } };
    const text = '{"principal":12000,"rate":0,"years":2}\n\n{"principal":24000,"rate":0,"years":2}\n{"principal":6000,"rate":0,"years":1}\n';
    const results = runBatch(text, request, fn);
    expect(results).toMatchObject({ count: 3, failed: 0 });
    expect(lines(textOf(results)).map((line) => (line.outputs as { monthlyPayment: number }).monthlyPayment)).toEqual([500, 1000, 500]);
  });

  it('fails an input alone: a line that is not JSON and an input that is not an object each get an error, the others their outputs', () => {
    const request: BatchRequest = { format: 'jsonl', firstRecord: 10, writing: { format: 'jsonl' } };
    const results = runBatch('{"principal":12000,"rate":0,"years":2}\nnot json\n[1,2]\n{"principal":12000,"rate":0,"years":1}\n', request, fn);
    const answered = lines(textOf(results));
    expect(answered.map((line) => Object.keys(line)[0])).toEqual(['outputs', 'error', 'error', 'outputs']);
    expect(answered[1].error).toMatch(/^This line is not JSON/);
    expect(answered[2].error).toBe('The input must be a JSON object, e.g. {"principal": 200000}.');
    expect(results).toMatchObject({ count: 4, failed: 2, firstFailureIndex: 1, firstError: expect.stringMatching(/^record 11: This line is not JSON/) });
    expect(textOf({ bytes: results.bytes.subarray(0, results.firstFailureEnd) })).toBe(textOf(results).split('\n').slice(0, 2).join('\n') + '\n');
  });

  it('reads CSV records by their header and writes flat CSV columns from the output schema', () => {
    const columns = flatColumns(outputSchema(loan));
    expect(columns.slice(0, 5)).toEqual(['monthlyPayment', 'totals.paid', 'totals.interest', 'schedule.0.month', 'schedule.0.payment']);
    expect(columns).toHaveLength(3 + 12 * 5);
    const header = headerPaths(csvRecords('principal,rate,years\n')[0]);
    const request: BatchRequest = { format: 'csv', columns: header, firstRecord: 2, writing: { format: 'csv-flat', columns } };
    const results = runBatch('12000,0,2\n1,2,3,4\n', request, fn);
    const [first, second] = csvRecords(resultHeader(request.writing) + textOf(results)).slice(1);
    expect(first.slice(0, 4).map((field) => field.text)).toEqual(['500', '12000', '0', '1']);
    expect(first.at(-1)!.text).toBe('');
    expect(second.slice(0, columns.length).every((field) => field.text === '')).toBe(true);
    expect(second.at(-1)!.text).toBe('This record cannot be read: the record has 4 fields but the header names 3 columns');
  });

  it('writes CSV with the outputs as one JSON column when not flat', () => {
    const request: BatchRequest = { format: 'jsonl', firstRecord: 1, writing: { format: 'csv' } };
    const [row] = csvRecords(textOf(runBatch('{"principal":12000,"rate":0,"years":2}\n', request, fn)));
    expect(JSON.parse(row[0].text).totals).toEqual({ paid: 12000, interest: 0 });
    expect(row[1].text).toBe('');
  });
});
