import type { Workbook } from '../model/workbook.js';
import { TemplateFileError } from './errors.js';
import { findJsonSyntaxError, lineAndColumn } from './json-syntax.js';
import { readTemplateFile } from './read-template.js';

/** A template text that is not valid JSON; says where (line, column and character offset). */
export class TemplateSyntaxError extends TemplateFileError {
  constructor(
    readonly position: number,
    readonly line: number,
    readonly column: number,
    problem: string,
  ) {
    super('', `invalid JSON at line ${line}, column ${column} (position ${position}): ${problem}`);
    this.name = 'TemplateSyntaxError';
  }
}

/** Parses JSON text, reporting where it is malformed. A leading byte order mark is ignored. */
export function parseJsonText(text: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return JSON.parse(body);
  } catch (error) {
    const found = findJsonSyntaxError(body);
    if (found === undefined) throw new TemplateFileError('', `invalid JSON: ${(error as Error).message}`);
    const { line, column } = lineAndColumn(body, found.offset);
    throw new TemplateSyntaxError(found.offset, line, column, found.problem);
  }
}

/** Reads a template file from its text: JSON syntax first, then the format (see readTemplateFile). */
export function parseTemplateText(text: string): Workbook {
  return readTemplateFile(parseJsonText(text));
}
