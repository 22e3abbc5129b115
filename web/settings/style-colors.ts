import { hexColor, STYLE_TYPES, type Palette } from '../../plugins/palettes/index.js';

/** How many custom colours the style editor's swatches show (SPEC section 9: the 10 newest). */
const CUSTOM_COLORS = 10;

/** The colour a colour style's formula names plainly ("#f00", #f00, =\"0f0\"), as #rrggbb; a computed one has none. */
export function plainColor(formula: string | undefined): string | undefined {
  const text = formula?.trim().replace(/^=/, '').trim();
  const quoted = text && /^"([^"]*)"$/.exec(text);
  return text ? hexColor(quoted ? quoted[1] : text) : undefined;
}

/**
 * The style editor's custom colours: those the account's styles name plainly, newest style first, leaving
 * out the default and branding colours already shown, at most 10. There is no workbook here, so the styles
 * themselves are where a person's own colours are kept.
 */
export function customStyleColors(palettes: readonly (Palette & { readonly updatedAt?: string })[], shown: readonly string[]): string[] {
  const skip = new Set(shown.map((color) => color.toLowerCase()));
  const newest = [...palettes].sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''));
  const colors = new Set<string>();
  for (const palette of newest) {
    for (const { type, kind } of STYLE_TYPES) {
      const color = kind === 'color' ? plainColor(palette.styles[type]?.formula) : undefined;
      if (color && !skip.has(color)) colors.add(color);
    }
  }
  return [...colors].slice(0, CUSTOM_COLORS);
}
