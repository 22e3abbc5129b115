import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/index.js';
import { applyPalette, clearPalette } from './commands.js';

/**
 * Palettes (SPEC sections 3 and 5): named styles whose values come from formulas. The commands
 * palettes.apply / palettes.clear give cells a palette's look; `paletteLooks` computes the looks with a
 * host's engine; `resolvePalette` reads formula results as styles (hex colours of 3 or 6 digits; errors
 * ignored, leaving the cell's own format).
 */
export const palettesPlugin: PluginManifest<Workbook> = {
  id: 'palettes',
  documentSlots: [{ path: 'palettesById', affectsValues: false, editableInShadows: true }],
  dependsOn: ['workbook', 'formulas'],
  commands: [applyPalette, clearPalette] as PluginManifest<Workbook>['commands'],
};

export { applyPalette, clearPalette, type ApplyPaletteParams, type ClearPaletteParams } from './commands.js';
export { withPaletteLook } from './format.js';
export { paletteLooks } from './looks.js';
export { resolvedPaletteFormats } from './resolved-formats.js';
export { isStyleType, PALETTE_NAME_REQUIRED, paletteNameError, readPalette, STYLE_TYPES, type Palette, type PaletteStyle, type PaletteStyles, type StyleKind, type StyleType } from './model.js';
export { formulaText, hexColor, resolvePalette, styleValue, type PaletteLook } from './resolve.js';
