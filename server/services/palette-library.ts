import type { PaletteView } from '../api/schemas.js';
import type { z } from '../api/zod.js';

/**
 * Palettes every account can use and nobody can edit (SPEC section 6: library palettes are read-only).
 * Styles are keyed by the style types of plugins/palettes (textColor, backgroundColor, bold...).
 */
export const PALETTE_LIBRARY: readonly z.infer<typeof PaletteView>[] = [
  {
    id: 'library-header', name: 'Header', fromLibrary: true,
    styles: { backgroundColor: { formula: '"#1f3a5f"' }, textColor: { formula: '"#ffffff"' }, bold: { formula: 'TRUE' } },
  },
  { id: 'library-accent', name: 'Accent', fromLibrary: true, styles: { backgroundColor: { formula: '"#f0a500"' } } },
  { id: 'library-muted', name: 'Muted', fromLibrary: true, styles: { textColor: { formula: '"#999999"' }, italic: { formula: 'TRUE' } } },
];

export function isLibraryPalette(id: string): boolean {
  return PALETTE_LIBRARY.some((palette) => palette.id === id);
}
