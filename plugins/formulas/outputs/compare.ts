/**
 * Compares a template's outputs with a test shadow's expected outputs: deep equality, numbers within a
 * relative tolerance of 1e-9. Each difference names where it is (`items[2].price`), what was expected
 * and what came out; `undefined` stands for a missing value.
 */
export interface OutputDifference {
  readonly path: string;
  readonly expected: unknown;
  readonly actual: unknown;
}

export const RELATIVE_TOLERANCE = 1e-9;

export function compareOutputs(expected: unknown, actual: unknown): OutputDifference[] {
  const found: OutputDifference[] = [];
  compare(expected, actual, '', found);
  return found;
}

export function numbersMatch(a: number, b: number): boolean {
  if (a === b || (Number.isNaN(a) && Number.isNaN(b))) return true;
  return Math.abs(a - b) <= RELATIVE_TOLERANCE * Math.max(Math.abs(a), Math.abs(b));
}

function compare(expected: unknown, actual: unknown, path: string, found: OutputDifference[]): void {
  if (typeof expected === 'number' && typeof actual === 'number') {
    if (!numbersMatch(expected, actual)) found.push({ path, expected, actual });
    return;
  }
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const length = Math.max(expected.length, actual.length);
    for (let i = 0; i < length; i++) compare(expected[i], actual[i], `${path}[${i}]`, found);
    return;
  }
  if (isRecord(expected) && isRecord(actual)) {
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    for (const key of keys) compare(expected[key], actual[key], join(path, key), found);
    return;
  }
  if (expected !== actual) found.push({ path, expected, actual });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function join(path: string, key: string): string {
  if (!/^[A-Za-z_$][\w$]*$/.test(key)) return `${path}[${JSON.stringify(key)}]`;
  return path === '' ? key : `${path}.${key}`;
}
