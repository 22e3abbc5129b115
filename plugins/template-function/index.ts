/**
 * Templates as functions (host-neutral): a template called with a JSON input answers its JSON outputs,
 * compiled once and recomputed per input; and the JSON Schemas of that call, its input (from the template's
 * INPUT calls) and its outputs (from its output named ranges), for generated clients.
 */
import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/model/index.js';

/** No commands of its own: the manifest declares what a template called as a function reads. */
export const templateFunctionPlugin: PluginManifest<Workbook> = {
  id: 'template-function',
  dependsOn: ['workbook', 'formulas', 'names'],
};

export { inputFields, pathParts, type InputField, type InputType } from './inputs.js';
export { inputSchema, testShadowInputs } from './input-schema.js';
export { OUTPUT_SCALAR, outputSchema } from './output-schema.js';
export type { JsonSchema } from './json-schema.js';
export { INPUT_NOT_OBJECT, MAX_BATCH_INPUTS, TemplateFunction, type CallResult } from './template-function.js';
export { evaluateWorkbook, WorkbookEvaluator, type EvaluateOptions, type Evaluation, type FormulaLogEntry, type SheetValues } from './evaluate.js';
