/**
 * What a plugin's web part (`plugins/<id>/web/`) may use of the web app, besides the design system
 * (`web/ui/`): the contribution contract, the editor host (and a hook to follow its observables), the
 * API client for the account's own records, and the grid's geometry for canvas layers and cell overlays.
 * scripts/check-imports.mjs keeps plugin web parts to these two folders of web/, and this folder to
 * nothing of web/editor: the editor implements the host, the parts only see the contract.
 */
export * from './web-part.js';
export * from './editor-host.js';
export type { EditHistory, EditorSaver, OpenVersion, SaveProgress, SaveStatus } from './saver.js';
export { runAction, actionParams } from './action.js';
export { HostContext, useHost } from './host.js';
export { useObservable, useSubject } from './use-observable.js';
export { type CellRect, type CellView, COLUMN_HEADER_HEIGHT, type Frame, type GridGeometry, type GridLayer, type HitTarget, hitTest, rectOf, ROW_HEADER_WIDTH, toSheetX, toSheetY } from '../grid/index.js';
export { RangeInput, type RangeInputProps } from './RangeInput.js';
export { ToolbarRangeInput } from './ToolbarRangeInput.js';
export { DataPresetPicker } from './DataPresetPicker.js';
export { useDataPresets, type DataPreset } from './data-presets.js';
export { ColorPicker, type ColorPickerProps } from './ColorPicker.js';
export { ColorPalette, type ColorPaletteProps } from './ColorPalette.js';
export { PALETTE_COLORS } from './palette-colors.js';

export { areaLabel, selectionRangeText } from './range-text.js';
export { api, ApiError, PAGE_ID } from '../api/client.js';
