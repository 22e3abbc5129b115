import { a1, parseA1 } from '../../workbook/index.js';

/** A reference like `'My sheet'!$A$1:$B$2` or `A1`, by zero-based indices. */
export interface RangeText {
  readonly sheetName?: string;
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

export function parseRangeText(text: string): RangeText | undefined {
  const bang = text.lastIndexOf('!');
  const rawSheet = bang >= 0 ? text.slice(0, bang) : undefined;
  const sheetName = rawSheet?.startsWith("'") ? rawSheet.slice(1, -1).replace(/''/g, "'") : rawSheet;
  const [from, to = from] = text.slice(bang + 1).split(':');
  const start = parseA1(from);
  const end = parseA1(to);
  if (!start || !end) return undefined;
  return {
    sheetName,
    top: Math.min(start.row, end.row),
    left: Math.min(start.column, end.column),
    bottom: Math.max(start.row, end.row),
    right: Math.max(start.column, end.column),
  };
}

export function quoteSheetName(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) && !/^[A-Za-z]{1,3}[0-9]+$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}

/** `'Sheet'!$A$1:$B$2`, absolute as Excel writes defined names. */
export function formatRangeText(sheetName: string, area: Omit<RangeText, 'sheetName'>): string {
  const abs = (row: number, col: number) => a1(row, col).replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2');
  const start = abs(area.top, area.left);
  const end = abs(area.bottom, area.right);
  return `${quoteSheetName(sheetName)}!${start === end ? start : `${start}:${end}`}`;
}
