import type { PaletteView } from '../api/schemas.js';
import type { z } from '../api/zod.js';

/** Palettes every account can use and nobody can edit (SPEC section 6: library palettes are read-only). */
export const PALETTE_LIBRARY: readonly z.infer<typeof PaletteView>[] = [
  {
    id: 'library-classic', name: 'Classic', fromLibrary: true,
    styles: { header: { formula: '"#1f3a5f"' }, headerText: { formula: '"#ffffff"' }, accent: { formula: '"#f0a500"' } },
  },
  {
    id: 'library-mono', name: 'Monochrome', fromLibrary: true,
    styles: { header: { formula: '"#333333"' }, headerText: { formula: '"#ffffff"' }, accent: { formula: '"#999999"' } },
  },
];

export function isLibraryPalette(id: string): boolean {
  return PALETTE_LIBRARY.some((palette) => palette.id === id);
}
