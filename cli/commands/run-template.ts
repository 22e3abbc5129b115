import { readFileSync } from 'node:fs';
// The schema alone: the main thread of a run never loads the engine (only its workers compute).
import { outputSchema } from '../../plugins/template-function/output-schema.js';
import { flatColumns, type ResultFormat, type ResultWriting } from '../../plugins/runs/index.js';
import { writeTemplateFile } from '../../plugins/workbook/file/index.js';
import { isBookFileName } from '../../plugins/files/sniff.js';
import type { Workbook } from '../../plugins/workbook/model/index.js';
import { loadTemplate } from './eval.js';

/** A run's template: checked here (a bad file is one usage line before any worker starts), and its text as the workers are sent it. */
export interface RunTemplate {
  readonly contentKey: string;
  readonly writing: ResultWriting;
  /** The template file's text in pieces of memory of their own (a fresh copy per call: the pool moves them to a worker). */
  readonly text: () => Uint8Array[];
}

export async function loadRunTemplate(path: string, format: ResultFormat): Promise<RunTemplate> {
  let workbook: Workbook;
  let text: () => Uint8Array[];
  if (isBookFileName(path)) {
    const { loadBook } = await import('./book-files.js');
    workbook = (await loadBook(path)).workbook;
    const json = new TextEncoder().encode(JSON.stringify(writeTemplateFile(workbook)));
    text = () => [json.slice()];
  } else {
    workbook = loadTemplate(path);
    text = () => fileText(path);
  }
  const writing: ResultWriting = format === 'csv-flat' ? { format, columns: flatColumns(outputSchema(workbook)) } : { format };
  return { contentKey: `gridcast-run:${path}`, writing, text };
}

/** The template's text as a worker reads it: its file's bytes. */
function fileText(path: string): Uint8Array[] {
  return [new Uint8Array(readFileSync(path))];
}
