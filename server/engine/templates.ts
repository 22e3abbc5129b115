import type { EngineOptions } from '../../plugins/formulas/engine/index.js';
import { withAssembledFunctions, type OwnEngineOptions } from '../../plugins/formulas/assembled-functions.js';
import { filteredRowsOf } from '../../plugins/filters/engine-rows.js';
import { evaluateWorkbook } from '../../plugins/formulas/evaluate.js';
import { userFunctionEngineOptions } from '../../plugins/user-functions/engine-options.js';
import { blockingSandboxRunner } from '../../plugins/user-functions/server/blocking-runner.js';
import { newWorkbook } from '../../plugins/workbook/create.js';
import { type ByteChunks, readTemplateBytes, readTemplateFile, TemplateFileError, writeTemplateFile } from '../../plugins/workbook/file/index.js';
import { RandomIdGenerator } from '../../plugins/workbook/ids.js';
import type { Workbook } from '../../plugins/workbook/model/index.js';
import { serverPlugins } from '../plugins.js';
import { badRequest } from '../http/errors.js';
import type { JsonObject, JsonValue } from '../storage/records.js';

/**
 * The server's one door to the template file format and the engine, so routes never depend on how a
 * file is read or evaluated.
 */
export interface Evaluation {
  readonly outputs: JsonObject;
  readonly values: JsonObject;
}

const asJson = (file: unknown) => file as JsonObject;

/**
 * What all user function calls of one evaluation may take together: a request must not be held for
 * 500 ms per cell by a template whose script loops.
 */
const USER_FUNCTION_BUDGET_MS = 2000;

/**
 * The server's one sandbox worker: evaluations are synchronous, so one call runs at a time; it starts on
 * the first user-function call and is replaced whenever a call overruns.
 */
const sandboxRunner = blockingSandboxRunner();

/** A blank template in the file format: one default sheet. */
export function blankTemplate(name: string): JsonObject {
  return asJson(writeTemplateFile(newWorkbook(new RandomIdGenerator(), name)));
}

/** Reads a template file object into a workbook; a 400 names the JSON path of the first problem. */
export function readTemplate(content: JsonValue, what = 'template'): Workbook {
  return asBadRequest(what, () => readTemplateFile(content));
}

/** Reads a template file's text, given a chunk at a time, into a workbook; problems as readTemplate's. */
export function readTemplateChunks(chunks: ByteChunks, what = 'template'): Workbook {
  return asBadRequest(what, () => readTemplateBytes(chunks));
}

/** Runs a template read, turning what is wrong with the file into a 400 naming `what`. */
function asBadRequest(what: string, read: () => Workbook): Workbook {
  try {
    return read();
  } catch (error) {
    if (error instanceof TemplateFileError) throw badRequest(`Invalid ${what}: ${error.message}`);
    throw error;
  }
}

/** Checks a template file object and returns it in its written form (derived fields dropped: never trusted). */
export function checkTemplate(content: JsonValue, what?: string): JsonObject {
  return asJson(writeTemplateFile(readTemplate(content, what)));
}

/** Computes outputs and every non-empty cell value (by sheet name and A1 address) of a template for an input. */
export function evaluateTemplate(content: JsonObject, input: JsonValue): Evaluation {
  const workbook = readTemplate(content);
  return withUserFunctions(workbook, (engine) => {
    const { outputs, values } = evaluateWorkbook(workbook, input, { values: true, engine });
    return { outputs: outputs as JsonObject, values: (values ?? {}) as JsonObject };
  });
}

/** Engine options with the functions of the plugins the server assembles (server/plugins.ts), the filters' hidden rows (SUBTOTAL leaves them out), and `own` (user functions). */
export function serverEngineOptions(own: OwnEngineOptions = {}): EngineOptions {
  return withAssembledFunctions({ filteredRows: filteredRowsOf, ...own }, serverPlugins);
}

/**
 * Runs an evaluation with the assembled plugins' functions and the workbook's user functions callable
 * (within the server's budget), then frees them.
 */
export function withUserFunctions<T>(workbook: Workbook, evaluate: (options: EngineOptions) => T): T {
  const userFunctions = userFunctionEngineOptions(workbook, sandboxRunner, { budgetMs: USER_FUNCTION_BUDGET_MS });
  try {
    return evaluate(serverEngineOptions(userFunctions.options));
  } finally {
    userFunctions.dispose();
  }
}
