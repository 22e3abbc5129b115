import { at, expected, refuse } from './errors.js';

/**
 * Small type checks of parsed JSON. Each takes the value, then its parent's path and its key, returns
 * the value with its type narrowed, or throws a TemplateFileError naming the path. They run once per
 * field of a million cells, so the path is only put together when a check fails.
 */
export type JsonRecord = Record<string, unknown>;

/** The path of a field: its parent's path and its key (no key: the parent itself). */
export function where(parent: string, key: string | undefined): string {
  return key === undefined ? parent : at(parent, key);
}

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function checkRecord(value: unknown, parent: string, key?: string): JsonRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) expected(where(parent, key), 'an object', value);
  return value as JsonRecord;
}

export function checkArray(value: unknown, parent: string, key?: string): unknown[] {
  if (!Array.isArray(value)) expected(where(parent, key), 'an array', value);
  return value;
}

export function checkString(value: unknown, max: number, parent: string, key?: string): string {
  if (typeof value !== 'string') expected(where(parent, key), 'a string', value);
  if (value.length > max) expected(where(parent, key), `a string of at most ${max} characters`, value);
  return value;
}

/** A string with something other than spaces in it (names). */
export function checkName(value: unknown, max: number, parent: string, key?: string): string {
  const text = checkString(value, max, parent, key);
  if (text.trim() === '') expected(where(parent, key), 'a name that is not blank', value);
  return text;
}

export function checkBoolean(value: unknown, parent: string, key?: string): boolean {
  if (typeof value !== 'boolean') expected(where(parent, key), 'a boolean', value);
  return value;
}

/** A finite number, at least `min` when given. */
export function checkNumber(value: unknown, min: number | undefined, parent: string, key?: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || (min !== undefined && value < min)) {
    expected(where(parent, key), min === undefined ? 'a number' : `a number >= ${min}`, value);
  }
  return value;
}

/** A number strictly above zero (font sizes). */
export function checkPositiveNumber(value: unknown, parent: string, key?: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) expected(where(parent, key), 'a number > 0', value);
  return value;
}

export function checkPositiveInteger(value: unknown, parent: string, key?: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    expected(where(parent, key), 'a positive integer', value);
  }
  return value;
}

export function checkInteger(value: unknown, parent: string, key?: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) expected(where(parent, key), 'an integer', value);
  return value;
}

export function checkOneOf<T extends string>(value: unknown, options: readonly T[], parent: string, key?: string): T {
  if (typeof value !== 'string' || !(options as readonly string[]).includes(value)) {
    expected(where(parent, key), `one of ${options.map((option) => JSON.stringify(option)).join(', ')}`, value);
  }
  return value as T;
}

/** An id used as a key or a reference: short, non-empty, and never `__proto__`. */
export function checkId(value: unknown, parent: string, key?: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) {
    expected(where(parent, key), 'an id (a string of 1 to 64 characters)', value);
  }
  checkKey(value, where(parent, key));
  return value;
}

/**
 * Refuses the one key that changes an object's prototype when it is assigned with `obj[key] = ...`.
 * JSON.parse itself makes it a harmless own property, but the records read from a file are copied and
 * spread by many plugins, and one careless assignment would pollute; refusing it is the clear answer.
 */
export function checkKey(key: string, path: string): void {
  if (key === '__proto__') refuse(path, 'the key "__proto__" is not allowed');
}

/** Refuses a field the format does not have (misspelt fields would otherwise vanish silently). */
export function unknownField(parent: string, key: string): never {
  checkKey(key, at(parent, key));
  return refuse(at(parent, key), 'unknown field');
}

/** Refuses a missing required field. */
export function missing(parent: string, key: string, what: string): never {
  return expected(at(parent, key), what, undefined);
}

/** Checks an opaque JSON value owned by a plugin (charts, casts, inputs): any JSON, but no `__proto__` key. */
export function checkOpaque(value: unknown, path: string): void {
  const stack: unknown[] = [value];
  const paths: string[] = [path];
  while (stack.length > 0) {
    const item = stack.pop();
    const itemPath = paths.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i++) {
        stack.push(item[i]);
        paths.push(at(itemPath, String(i)));
      }
      continue;
    }
    for (const key of Object.keys(item)) {
      checkKey(key, at(itemPath, key));
      stack.push((item as JsonRecord)[key]);
      paths.push(at(itemPath, key));
    }
  }
}

/** An opaque plugin record: an object whose contents are kept as they are. */
export function checkOpaqueRecord(value: unknown, parent: string, key?: string): JsonRecord {
  const record = checkRecord(value, parent, key);
  checkOpaque(record, where(parent, key));
  return record;
}
