import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/model/index.js';

/**
 * Runs (host-neutral): a template called over a file of inputs, one per JSON line or CSV record, answered
 * with one result per input in the file's order. Here: cutting the file into batches of whole records
 * without decoding it, reading CSV (typed, dotted headers nesting), computing a batch with a template
 * function, writing results as JSON lines or CSV (flat columns from the output schema), and progress.
 * Its hosts: `gridcast run` (cli/), the API's runs (server/), and the editor's Runs panel (web/).
 */
export const runsPlugin: PluginManifest<Workbook> = { id: 'runs', dependsOn: ['workbook', 'formulas', 'template-function'] };

export { csvField, csvRecords, type CsvField } from './csv-fields.js';
export { csvInput, headerPaths, typedValue, type ColumnPath } from './csv-input.js';
export { flatColumns, flatValue } from './flat-columns.js';
export { JsonBytes } from './json-bytes.js';
export { inputFormatOf, type InputFormat, type ResultFormat } from './input-format.js';
export { runProgress, shortDuration, type RunProgress } from './progress.js';
export { RecordCutter, type RecordBatch } from './record-cutter.js';
export { resultHeader, resultLine, writeResultLine, type ResultWriting, type RunResult } from './result-lines.js';
export { runBatch, type BatchRequest, type BatchResults } from './run-batch.js';
