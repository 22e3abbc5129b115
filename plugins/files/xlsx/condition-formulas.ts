import type { ConditionalFormat } from '../../conditional-formats/index.js';
import { dateToSerial, readDateText, readNumberText, serialToDate } from '../../workbook/index.js';

type Condition = ConditionalFormat['condition'];
type Shape = (cell: string, a: string, b: string) => string;

/** A number test holds on numbers only: not on text (Excel ranks text above numbers), blanks or booleans
 * (LibreOffice keeps TRUE as the number 1, which ISLOGICAL still tells apart). */
const number = (cell: string, test: string): string => `AND(ISNUMBER(${cell}),NOT(ISLOGICAL(${cell})),${test})`;
const day = (cell: string): string => `INT(${cell})`;

/**
 * Conditions written as Excel expression rules, each a formula of a fixed shape over the range's top-left
 * cell (relative, so it shifts across the range) and the rule's limits. Excel's own rule types are left
 * out on purpose: a "cell value" rule also holds on text and blanks, and ExcelJS writes text rules without
 * their `text` attribute and, for three of the four, without a formula, so LibreOffice reads them as empty.
 * Each shape holds exactly where our evaluator's test holds: text tests ignore case and never hold on an
 * error, an error is not blank, number and date tests hold on numbers only, dates compare whole days.
 */
const SHAPES: Readonly<Record<string, Shape>> = {
  blank: (cell) => `LEN(${cell})=0`,
  not_blank: (cell) => `IFERROR(LEN(${cell})>0,TRUE)`,
  number_greater: (cell, a) => number(cell, `${cell}>${a}`),
  number_greater_equal: (cell, a) => number(cell, `${cell}>=${a}`),
  number_less: (cell, a) => number(cell, `${cell}<${a}`),
  number_less_equal: (cell, a) => number(cell, `${cell}<=${a}`),
  number_equal: (cell, a) => number(cell, `${cell}=${a}`),
  number_not_equal: (cell, a) => number(cell, `${cell}<>${a}`),
  number_between: (cell, a, b) => number(cell, `${cell}>=MIN(${a},${b}),${cell}<=MAX(${a},${b})`),
  number_not_between: (cell, a, b) => number(cell, `OR(${cell}<MIN(${a},${b}),${cell}>MAX(${a},${b}))`),
  text_contains: (cell, a) => `NOT(ISERROR(SEARCH(${a},${cell})))`,
  text_not_contains: (cell, a) => `AND(NOT(ISERROR(${cell})),ISERROR(SEARCH(${a},${cell})))`,
  text_begins_with: (cell, a) => `LEFT(${cell},LEN(${a}))=${a}`,
  text_ends_with: (cell, a) => `RIGHT(${cell},LEN(${a}))=${a}`,
  text_is: (cell, a) => `LOWER(${cell})=LOWER(${a})`,
  text_is_not: (cell, a) => `LOWER(${cell})<>LOWER(${a})`,
  date_is: (cell, a) => number(cell, `${day(cell)}=${day(a)}`),
  date_is_not: (cell, a) => number(cell, `${day(cell)}<>${day(a)}`),
  date_before: (cell, a) => number(cell, `${day(cell)}<${day(a)}`),
  date_after: (cell, a) => number(cell, `${day(cell)}>${day(a)}`),
  date_between: (cell, a, b) => number(cell, `${day(cell)}>=MIN(${day(a)},${day(b)}),${day(cell)}<=MAX(${day(a)},${day(b)})`),
  date_not_between: (cell, a, b) => number(cell, `OR(${day(cell)}<MIN(${day(a)},${day(b)}),${day(cell)}>MAX(${day(a)},${day(b)}))`),
};

/** Shapes other programs write for the same conditions (Sheets and Excel write blanks with TRIM). */
const READ_ONLY_SHAPES: readonly (readonly [string, Shape])[] = [
  ['blank', (cell) => `LEN(TRIM(${cell}))=0`],
  ['not_blank', (cell) => `LEN(TRIM(${cell}))>0`],
];

/** The expression a condition is written as, or undefined when it has none or its limits cannot be read. */
export function conditionFormula(condition: Condition, cell: string): string | undefined {
  const shape = SHAPES[condition.type];
  if (!shape) return undefined;
  const family = condition.type.split('_')[0];
  const limit = family === 'date' ? dateLimit : family === 'text' ? textLimit : family === 'number' ? numberLimit : () => '';
  const a = limit(condition.input1);
  const b = condition.type.endsWith('between') ? limit(condition.input2) : '';
  return a === undefined || b === undefined ? undefined : shape(cell, a, b);
}

/** The condition an expression written in one of the shapes stands for; undefined for any other formula. */
export function conditionFromFormula(formula: string, cell: string): Condition | undefined {
  const text = formula.trim().replace(/^=/, '');
  for (const [type, shape] of [...Object.entries(SHAPES), ...READ_ONLY_SHAPES]) {
    const match = shapePattern(shape, cell).exec(text);
    if (!match) continue;
    const { a, b } = match.groups ?? {};
    return { type: type as Condition['type'], ...(a !== undefined ? { input1: limitInput(a) } : {}), ...(b !== undefined ? { input2: limitInput(b) } : {}) };
  }
  return undefined;
}

/** A limit as a formula writes it: a quoted string, DATE(y,m,d), a number, or a cell reference. */
const LIMIT = String.raw`"(?:[^"]|"")*"|DATE\(\d+,\d+,\d+\)|-?\d+(?:\.\d+)?(?:E[+-]?\d+)?|(?:'(?:[^']|'')+'!|[A-Za-z_][\w.]*!)?\$?[A-Z]{1,3}\$?\d+`;
const A = '\u0001';
const B = '\u0002';

function shapePattern(shape: Shape, cell: string): RegExp {
  const source = escapeRegExp(shape(cell, A, B))
    .replace(A, `(?<a>${LIMIT})`).replaceAll(A, String.raw`\k<a>`)
    .replace(B, `(?<b>${LIMIT})`).replaceAll(B, String.raw`\k<b>`);
  return new RegExp(`^${source}$`, 'i');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A text limit: a formula input without its '=', anything else as a quoted string. */
function textLimit(input: string | undefined): string | undefined {
  const text = input?.trim() ?? '';
  if (text === '' || text === '=') return undefined;
  return text.startsWith('=') ? text.slice(1) : `"${text.replace(/"/g, '""')}"`;
}

/** A number limit: a formula input without its '=', a number as its value ("10%" is 0.1, "$1,000" 1000). */
function numberLimit(input: string | undefined): string | undefined {
  const text = input?.trim() ?? '';
  if (text.startsWith('=')) return text.length > 1 ? text.slice(1) : undefined;
  const read = readNumberText(text);
  return read && String(read.value);
}

/** A date limit: a formula input without its '=', a date as DATE(y,m,d), a number as it is. */
function dateLimit(input: string | undefined): string | undefined {
  const text = input?.trim() ?? '';
  if (text === '' || text === '=') return undefined;
  if (text.startsWith('=')) return text.slice(1);
  const serial = readDateText(text);
  if (serial !== undefined) {
    const { year, month, day } = serialToDate(serial);
    return `DATE(${year},${month},${day})`;
  }
  return numberLimit(text);
}

/** A limit read back as our input: text unquoted, DATE(y,m,d) as YYYY-MM-DD, a number as it is, a reference as a formula. */
function limitInput(limit: string): string {
  if (limit.startsWith('"')) return limit.slice(1, -1).replace(/""/g, '"');
  const date = /^DATE\((\d+),(\d+),(\d+)\)$/i.exec(limit);
  if (date) {
    const { year, month, day } = serialToDate(dateToSerial(Number(date[1]), Number(date[2]), Number(date[3])));
    return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  }
  return /^-?\d/.test(limit) ? limit : `=${limit}`;
}
