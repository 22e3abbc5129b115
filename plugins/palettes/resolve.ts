import { isError, type Scalar } from '../formulas/index.js';
import { STYLE_TYPES, type Palette, type StyleKind } from './model.js';

/** What a palette gives a cell: the styles whose formulas gave a usable value. */
export interface PaletteLook {
  textColor?: string;
  backgroundColor?: string;
  borderColor?: string;
  fontFamily?: string;
  fontSize?: number;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A hex colour of 3 or 6 digits (with or without '#') as '#rrggbb'; anything else is no colour. */
export function hexColor(value: Scalar): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = HEX.exec(value.trim());
  if (!match) return undefined;
  const digits = match[1].toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
}

/** A formula result as one kind of style value; errors and unusable values give undefined (ignored). */
export function styleValue(kind: StyleKind, value: Scalar): string | number | boolean | undefined {
  if (value === null || isError(value)) return undefined;
  switch (kind) {
    case 'color':
      return hexColor(value);
    case 'text':
      return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
    case 'size':
      return typeof value === 'number' && value > 0 && value <= 400 ? value : undefined;
    case 'flag':
      return typeof value === 'boolean' ? value : typeof value === 'number' ? value !== 0 : undefined;
  }
}

/** Formula text as the engine takes it: a style's formula may be written without its leading '='. */
export function formulaText(formula: string): string {
  const text = formula.trim();
  return text.startsWith('=') ? text : `=${text}`;
}

/**
 * Resolves a palette's styles (SPEC section 5 "Style-driven values"): each formula is computed by
 * `evaluate`, colours must be hex of 3 or 6 digits, and a formula that errors (or gives something
 * unusable) is ignored, so the cell keeps its own format for that style.
 */
export function resolvePalette(palette: Palette, evaluate: (formula: string) => Scalar): PaletteLook {
  const look: Record<string, unknown> = {};
  for (const { type, kind } of STYLE_TYPES) {
    const style = palette.styles[type];
    if (!style) continue;
    let value: Scalar;
    try {
      value = evaluate(formulaText(style.formula));
    } catch {
      continue;
    }
    const resolved = styleValue(kind, value);
    if (resolved !== undefined) look[type] = resolved;
  }
  return look as PaletteLook;
}
