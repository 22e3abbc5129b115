import type { ConditionalFormatStyle } from './model.js';
import { STYLE_KEYS } from './rules.js';

type MutableStyle = { -readonly [K in keyof ConditionalFormatStyle]: ConditionalFormatStyle[K] };

/**
 * Adds a rule's format under what earlier rules set: a property an earlier rule set keeps its value
 * (Sheets' and Excel's "first rule wins" per property). Returns the same object, filled.
 */
export function addUnder(target: MutableStyle, format: ConditionalFormatStyle): MutableStyle {
  for (const key of STYLE_KEYS) {
    const value = format[key];
    if (value === undefined || target[key] !== undefined) continue;
    (target as Record<string, unknown>)[key] = value;
  }
  return target;
}

export function isEmptyStyle(style: ConditionalFormatStyle): boolean {
  return STYLE_KEYS.every((key) => style[key] === undefined);
}
