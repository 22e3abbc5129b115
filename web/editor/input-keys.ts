import type { TestShadow } from '../../plugins/workbook/index.js';

/**
 * What `INPUT(...)` can be asked for, read from the template's test shadows' inputs: every dotted path
 * through objects ("buyer", "buyer.name", "items"), and for each path holding an array of objects the
 * keys of those objects (`INPUT("items", "price", ...)` spills one column per key).
 */
export interface InputKeys {
  readonly paths: readonly string[];
  readonly columnKeys: ReadonlyMap<string, readonly string[]>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function inputKeys(shadows: readonly TestShadow[]): InputKeys {
  const paths = new Set<string>();
  const columnKeys = new Map<string, Set<string>>();
  const visit = (value: unknown, prefix: string) => {
    if (Array.isArray(value)) {
      for (const item of value.filter(isRecord)) {
        const keys = columnKeys.get(prefix) ?? new Set<string>();
        Object.keys(item).forEach((key) => keys.add(key));
        columnKeys.set(prefix, keys);
      }
      return;
    }
    if (!isRecord(value)) return;
    for (const [key, child] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${key}` : key;
      paths.add(path);
      visit(child, path);
    }
  };
  for (const shadow of shadows) visit(shadow.input, '');
  return {
    paths: [...paths].sort(),
    columnKeys: new Map([...columnKeys].map(([path, keys]) => [path, [...keys].sort()])),
  };
}
