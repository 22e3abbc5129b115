import type { TemplateFunction } from '../template-function/index.js';
import { csvRecords } from './csv-fields.js';
import { csvInput, type ColumnPath } from './csv-input.js';
import type { InputFormat } from './input-format.js';
import { JsonBytes } from './json-bytes.js';
import { OutputsWriter } from './outputs-writer.js';
import { writeResultLine, type ResultWriting } from './result-lines.js';

/** What a batch computes its inputs with: a compiled template. */
export type BatchTemplate = Pick<TemplateFunction, 'call' | 'callReading' | 'shape'>;

/** A batch of a run: whole records of the file of inputs (a RecordCutter batch), and how to read and answer them. */
export interface BatchRequest {
  readonly format: InputFormat;
  /** CSV: the header's columns as paths (`headerPaths`). */
  readonly columns?: readonly ColumnPath[];
  /** The file's number of the batch's first record (1 is the file's first line or record), for errors. */
  readonly firstRecord: number;
  readonly writing: ResultWriting;
}

/** A batch's results: their lines (UTF-8) in the inputs' order, how many, how many failed, and where the first failure's line ends. */
export interface BatchResults {
  readonly bytes: Uint8Array;
  readonly count: number;
  readonly failed: number;
  /** The length of `bytes` up to the end of the first failed input's line (for --fail-fast). */
  readonly firstFailureEnd?: number;
  /** How many results come before the first failed one. */
  readonly firstFailureIndex?: number;
  /** The first failure's message, with its record number. */
  readonly firstError?: string;
}

/**
 * Computes each input of a batch with `template`, in order, and writes each result's line. An input that
 * cannot be read (a line that is not JSON, a CSV record longer than its header) or evaluated fails alone:
 * its line says why and the next input goes on. Blank lines give no input and no result. `out` (emptied
 * first) may be kept from batch to batch, so its buffer and encoded keys are made once. JSON lines are
 * written straight from the template's cells (`OutputsWriter`); CSV from each input's outputs object.
 */
export function runBatch(text: string, request: BatchRequest, template: BatchTemplate, out = new JsonBytes()): BatchResults {
  out.reset();
  const answer = request.writing.format === 'jsonl' ? jsonLineAnswer(template, out) : objectAnswer(template, out, request.writing);
  let count = 0;
  let failed = 0;
  let firstFailureEnd: number | undefined;
  let firstError: string | undefined;
  let firstFailureIndex = 0;
  for (const { record, input } of inputsOf(text, request)) {
    let error: string | undefined;
    if ('error' in input) {
      writeResultLine(out, input, request.writing);
      error = input.error;
    } else {
      error = answer(input.value);
    }
    count++;
    if (error === undefined) continue;
    failed++;
    if (firstFailureEnd === undefined) {
      firstFailureEnd = out.length;
      firstFailureIndex = count - 1;
      firstError = `record ${record}: ${error}`;
    }
  }
  return { bytes: out.bytes(), count, failed, ...(firstFailureEnd === undefined ? {} : { firstFailureEnd, firstFailureIndex, firstError }) };
}

type ReadInput = { readonly value: unknown } | { readonly error: string };

/** Computes an input and writes its result's line; gives its error when it failed. */
type Answer = (input: unknown) => string | undefined;

function objectAnswer(template: BatchTemplate, out: JsonBytes, writing: ResultWriting): Answer {
  return (input) => {
    const result = template.call(input);
    writeResultLine(out, result, writing);
    return 'error' in result ? result.error : undefined;
  };
}

/** Writers by template shape: a batch of a kept template reuses its writer. */
const writers = new WeakMap<object, OutputsWriter>();

/** A JSON line written from the template's cells; a failure's line (what was begun taken back) by `writeResultLine`. */
function jsonLineAnswer(template: BatchTemplate, out: JsonBytes): Answer {
  const shape = template.shape;
  let writer = writers.get(shape);
  if (!writer) {
    writer = new OutputsWriter(shape);
    writers.set(shape, writer);
  }
  const write = writer;
  return (input) => {
    const start = out.length;
    out.ascii('{"outputs":');
    const failure = template.callReading(input, (cells) => write.write(out, cells));
    if (failure === undefined) {
      out.ascii('}\n');
      return undefined;
    }
    out.truncate(start);
    writeResultLine(out, failure, { format: 'jsonl' });
    return failure.error;
  };
}

function* inputsOf(text: string, request: BatchRequest): Generator<{ record: number; input: ReadInput }> {
  if (request.format === 'csv') {
    const records = csvRecords(text);
    for (let i = 0; i < records.length; i++) yield { record: request.firstRecord + i, input: csvRead(request.columns ?? [], records[i]) };
    return;
  }
  let record = request.firstRecord;
  for (let from = 0; from < text.length; record++) {
    let end = text.indexOf('\n', from);
    if (end < 0) end = text.length;
    const line = text.slice(from, end);
    from = end + 1;
    if (line.trim() === '') continue;
    yield { record, input: jsonRead(line) };
  }
}

function jsonRead(line: string): ReadInput {
  try {
    return { value: JSON.parse(line) };
  } catch (error) {
    return { error: `This line is not JSON: ${(error as Error).message}` };
  }
}

function csvRead(columns: readonly ColumnPath[], fields: Parameters<typeof csvInput>[1]): ReadInput {
  try {
    return { value: csvInput(columns, fields) };
  } catch (error) {
    return { error: `This record cannot be read: ${(error as Error).message}` };
  }
}
