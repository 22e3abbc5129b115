import { formatNumber, isDatePattern, isValidPattern } from '../formulas/number-format/index.js';
import { splitSections } from '../formulas/index.js';
import type { CellType } from '../workbook/index.js';

/** SPEC section 5: what the Custom Format tab says of a pattern that cannot format its test values. */
export const INVALID_FORMAT_MESSAGE = 'Invalid Format';

/** The values a custom format is tried on (SPEC section 5). */
export const FORMAT_SAMPLES = [1234.56, -1234.56, 0, 'Hello'] as const;

const SECTION_NAMES = ['Positive', 'Negative', 'Zero', 'Text'] as const;

export interface FormatPreview {
  /** One line per section the pattern has (up to four), named as SPEC section 5 names them. */
  readonly sections: readonly { readonly name: (typeof SECTION_NAMES)[number]; readonly sample: string }[];
}

/** A pattern's sections, split on the semicolons outside quotes, brackets and escapes (the formatter's reading). */
export { splitSections as patternSections };

/**
 * Tries a custom format on 1234.56, -1234.56, 0 and 'Hello': the preview of each section it has, or
 * 'Invalid Format' when it cannot format them (and then nothing is applied).
 */
export function previewFormat(pattern: string): { ok: true; preview: FormatPreview } | { ok: false; error: string } {
  if (pattern.trim() === '' || !isValidPattern(pattern)) return { ok: false, error: INVALID_FORMAT_MESSAGE };
  const shown = FORMAT_SAMPLES.map((sample) => formatNumber(pattern, sample));
  if (shown.some((text) => text === undefined)) return { ok: false, error: INVALID_FORMAT_MESSAGE };
  const count = Math.min(4, splitSections(pattern).length);
  return { ok: true, preview: { sections: SECTION_NAMES.slice(0, count).map((name, i) => ({ name, sample: shown[i]! })) } };
}

/** The data type a pattern implies: dates for date patterns, percent with '%', text for '@' alone, else number. */
export function patternType(pattern: string | undefined): CellType {
  if (pattern === undefined) return 'TEXT';
  if (pattern.trim() === '@') return 'TEXT';
  if (isDatePattern(pattern)) return 'DATE';
  return /%(?=(?:[^"]*"[^"]*")*[^"]*$)/.test(pattern) ? 'PERCENT' : 'NUMBER';
}
