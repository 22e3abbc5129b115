/**
 * Why a template file was refused. The message names the JSON path of the offending value and what was
 * expected there, e.g. `sheetsById.ab12cd34.rowsById.r1.height: expected a number >= 0, got "21"`, so a
 * person (or a script calling the CLI or the API) can find the spot in the file without a debugger.
 */
export class TemplateFileError extends Error {
  constructor(
    /** Dotted JSON path ('' for the whole document). */
    readonly path: string,
    /** What the file should have had, or what is wrong, without the path. */
    readonly problem: string,
  ) {
    super(path === '' ? problem : `${path}: ${problem}`);
    this.name = 'TemplateFileError';
  }
}

const SHOWN_STRING_LENGTH = 40;

/** A short description of a JSON value for messages: `"21"`, `12`, `null`, `an object`, `an array`. */
export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return value.length > SHOWN_STRING_LENGTH
        ? `a string of ${value.length} characters`
        : JSON.stringify(value);
    case 'number':
    case 'boolean':
      return String(value);
    case 'object':
      return 'an object';
    default:
      return `a ${typeof value}`;
  }
}

/** Throws the standard "expected X, got Y" refusal. */
export function expected(path: string, what: string, got: unknown): never {
  throw new TemplateFileError(path, `expected ${what}, got ${describe(got)}`);
}

/** Throws a refusal with a free-form problem. */
export function refuse(path: string, problem: string): never {
  throw new TemplateFileError(path, problem);
}

/** Joins a path and a key. Keys that would make the path ambiguous are quoted. */
export function at(path: string, key: string): string {
  const plain = key !== '' && key.indexOf('.') < 0 && key.indexOf('[') < 0 && key.indexOf('"') < 0;
  const part = plain ? key : `[${JSON.stringify(key)}]`;
  if (path === '') return part;
  return plain ? `${path}.${part}` : `${path}${part}`;
}
