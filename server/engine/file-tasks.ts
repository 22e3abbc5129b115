import type { Workbook } from '../../plugins/workbook/model/index.js';
import { emptyFileMessage, isEmptyFile } from '../../plugins/files/sniff.js';
import type { TaskContext } from '../compute/task-context.js';
import { ownBytes, transferring } from '../compute/compute-task.js';
import { collectSoon } from '../http/collect-garbage.js';
import { badRequest } from '../http/errors.js';
import { refuseDeepJson } from '../http/json-depth.js';
import type { JsonObject, JsonValue } from '../storage/records.js';
import { exportTemplate, importBook, templateFilePieces } from './files.js';
import { readTemplate } from './templates.js';

export interface ExportArgs {
  readonly versionKey: string;
  /** A shadow's content: its sheets and input over the version's (else the version as it is, with an empty input). */
  readonly shadowKey?: string;
  readonly csv: boolean;
}

/** A file made for download: its bytes (in memory of their own, handed to the request thread), type and extension. */
export interface MadeFile {
  readonly bytes: Uint8Array;
  readonly type: string;
  readonly extension: 'xlsx' | 'csv';
}

/** A template's current version, or a shadow computed for its input, as .xlsx or .csv, in a compute worker. */
export async function exportFile(args: ExportArgs, context: TaskContext) {
  const { workbook, input } = exported(args, context);
  const file = await exportTemplate(workbook, input, args.csv, context.engineOptions());
  const bytes = typeof file.bytes === 'function' ? joined(file.bytes(), file.size) : ownBytes(file.bytes);
  const made: MadeFile = { bytes, type: file.type, extension: file.extension };
  collectSoon(bytes.byteLength);
  return transferring(made, [bytes]);
}

function exported(args: ExportArgs, context: TaskContext): { workbook: Workbook; input: JsonValue } {
  if (args.shadowKey === undefined) return { workbook: context.workbook(args.versionKey), input: {} };
  const { templates } = context;
  const [template, own] = context.objects([args.versionKey, args.shadowKey]);
  return { workbook: templates.read(templates.withShadow(template, own)), input: templates.inputOf(own) };
}

function joined(pieces: Iterable<Uint8Array>, size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.byteLength;
  }
  return at === size ? out : out.slice(0, at);
}

export interface ImportArgs {
  readonly fileName: string;
  readonly bytes: Uint8Array;
  /** The longest name a template may have: the file's own name is cut to it. */
  readonly maxNameLength: number;
}

/** An uploaded file read as a template: its name, its template file text in pieces, and what could not be carried over. */
export interface ImportedTemplate {
  readonly name: string;
  readonly pieces: readonly Uint8Array[];
  readonly report: readonly JsonObject[];
}

/**
 * `POST /api/import`, in a compute worker: an .xlsx, .xls or .csv book, or a template file (.json), read
 * and written as the new template's file text, in pieces of ~1 MB (the request thread stores them).
 */
export async function importFile(args: ImportArgs, _context: TaskContext) {
  const { workbook, report } = /\.json$/i.test(args.fileName)
    ? { workbook: templateFromJson(args.fileName, args.bytes), report: [] }
    : await importBook(args.fileName, args.bytes);
  const name = gridName(workbook.name, args.fileName, args.maxNameLength);
  const pieces: Uint8Array[] = [];
  templateFilePieces({ ...workbook, name })((piece) => pieces.push(ownBytes(piece)));
  const imported: ImportedTemplate = { name, pieces, report };
  collectSoon(args.bytes.byteLength);
  return transferring(imported, pieces);
}

function templateFromJson(fileName: string, bytes: Uint8Array): Workbook {
  if (isEmptyFile(bytes)) throw badRequest(emptyFileMessage(fileName));
  let json: JsonValue;
  try {
    json = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')) as JsonValue;
  } catch {
    throw badRequest(`${fileName} is not a template file: it is not valid JSON.`);
  }
  // A file, unlike a JSON body, passes no depth check on its way in; the template reader and JSON.stringify recurse.
  refuseDeepJson(json, fileName);
  return readTemplate(json, fileName);
}

/**
 * The grid's name: the file's own, or else the file name without its extension; cut to the longest name
 * a template may have (it is not typed here, so it is not refused for its length).
 */
function gridName(named: unknown, fileName: string, maxLength: number): string {
  const name = typeof named === 'string' && named.trim() ? named : fileName.replace(/\.\w+$/, '');
  return name.trim().slice(0, maxLength);
}
