import { newWorkbook } from '../../plugins/workbook/create.js';
import { type ByteChunks, readTemplateBytes, readTemplateFile, TemplateFileError, writeTemplateFile } from '../../plugins/workbook/file/index.js';
import { RandomIdGenerator } from '../../plugins/workbook/ids.js';
import type { Workbook } from '../../plugins/workbook/model/index.js';
import { badRequest } from '../http/errors.js';
import type { JsonObject, JsonValue } from '../storage/records.js';

/**
 * The server's one door to the template file format and the engine's functions, so routes never depend
 * on how a file is read. Evaluations run in compute workers (server/compute/task-context.ts).
 */
const asJson = (file: unknown) => file as JsonObject;

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
