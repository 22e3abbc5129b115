import { newWorkbook } from '../../plugins/workbook/create.js';
import { RandomIdGenerator } from '../../plugins/workbook/ids.js';
import { badRequest } from '../http/errors.js';
import type { JsonObject, JsonValue } from '../storage/records.js';

/**
 * The server's one door to the template file format and the engine, so that routes never depend on
 * how a file is read or evaluated.
 */
export interface Evaluation {
  readonly outputs: JsonObject;
  readonly values: JsonObject;
}

/** A blank template in the file format: one default sheet. */
export function blankTemplate(name: string): JsonObject {
  // TODO(server): use writeTemplateFile(newWorkbook(...)) once plugins/workbook/file lands.
  return { format: 'gridcast/1', ...(newWorkbook(new RandomIdGenerator(), name) as unknown as JsonObject) };
}

/** Checks a template file object; a 400 names the JSON path of the first problem. */
export function checkTemplate(content: JsonValue): JsonObject {
  // TODO(server): readTemplateFile(content) once plugins/workbook/file lands.
  if (typeof content !== 'object' || content === null || Array.isArray(content)) throw badRequest('Invalid template: expected an object.');
  if (!Array.isArray(content.sheetIds)) throw badRequest('Invalid template: sheetIds: expected an array.');
  if (typeof content.sheetsById !== 'object' || content.sheetsById === null || Array.isArray(content.sheetsById)) {
    throw badRequest('Invalid template: sheetsById: expected an object.');
  }
  for (const id of content.sheetIds) {
    if (typeof id !== 'string' || !(id in content.sheetsById)) throw badRequest(`Invalid template: sheetIds: sheet ${JSON.stringify(id)} is not in sheetsById.`);
  }
  return content;
}

/** Computes outputs and cell values of a template for an input. */
export function evaluateTemplate(content: JsonObject, input: JsonValue): Evaluation {
  // TODO(server): evaluateWorkbook(readTemplateFile(content), input) once plugins/formulas/evaluate lands.
  void content;
  void input;
  return { outputs: {}, values: {} };
}
