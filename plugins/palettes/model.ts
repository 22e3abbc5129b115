/**
 * A palette (SPEC section 3): a named set of styles whose values come from formulas. Cells refer to one by
 * `paletteId` in their format and take its look; the look changes when a formula's result does.
 */
export interface Palette {
  readonly id: string;
  readonly name: string;
  readonly styles: PaletteStyles;
  /** A library palette (the product's, shared by every account): read-only. */
  readonly fromLibrary?: boolean;
}

/** One style: formula text (with or without its leading '='), e.g. `IF(A1>10,"#c5221f","#188038")`. */
export interface PaletteStyle {
  readonly formula: string;
}

export type PaletteStyles = Readonly<Partial<Record<StyleType, PaletteStyle>>>;

/** What a palette style can set, as the cell format names it, and how its value is read. */
export const STYLE_TYPES = [
  { type: 'textColor', label: 'Text colour', kind: 'color' },
  { type: 'backgroundColor', label: 'Fill', kind: 'color' },
  { type: 'borderColor', label: 'Border colour', kind: 'color' },
  { type: 'fontFamily', label: 'Font', kind: 'text' },
  { type: 'fontSize', label: 'Size', kind: 'size' },
  { type: 'bold', label: 'Bold', kind: 'flag' },
  { type: 'italic', label: 'Italic', kind: 'flag' },
  { type: 'underline', label: 'Underline', kind: 'flag' },
  { type: 'strikethrough', label: 'Strikethrough', kind: 'flag' },
] as const;

export type StyleType = (typeof STYLE_TYPES)[number]['type'];
export type StyleKind = (typeof STYLE_TYPES)[number]['kind'];

const TYPES: ReadonlySet<string> = new Set(STYLE_TYPES.map((entry) => entry.type));

export function isStyleType(key: string): key is StyleType {
  return TYPES.has(key);
}

/** SPEC section 5: a palette's name is required. */
export const PALETTE_NAME_REQUIRED = 'Name is required';

export function paletteNameError(name: string): string | undefined {
  return name.trim() === '' ? PALETTE_NAME_REQUIRED : undefined;
}

/**
 * A palette record read from anywhere (a template file, the server): what is not a palette gives
 * undefined, styles of unknown types or without formula text are left out.
 */
export function readPalette(value: unknown): Palette | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.id !== 'string' || typeof record.name !== 'string') return undefined;
  const styles: Partial<Record<StyleType, PaletteStyle>> = {};
  if (typeof record.styles === 'object' && record.styles !== null) {
    for (const [key, style] of Object.entries(record.styles as Record<string, unknown>)) {
      const formula = typeof style === 'object' && style !== null ? (style as Record<string, unknown>).formula : undefined;
      if (isStyleType(key) && typeof formula === 'string' && formula.trim() !== '') styles[key] = { formula };
    }
  }
  return { id: record.id, name: record.name, styles, ...(record.fromLibrary === true ? { fromLibrary: true } : {}) };
}
