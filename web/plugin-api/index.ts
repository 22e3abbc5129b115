/**
 * What a plugin's web part (`plugins/<id>/web/`) may use of the web app, besides the design system
 * (`web/ui/`): the contribution contract, the editor host (and a hook to follow its observables), the
 * API client for the account's own records, and the grid's geometry for canvas layers and cell overlays.
 * scripts/check-imports.mjs keeps plugin web parts to these two folders of web/.
 */
export * from './web-part.js';
export { runAction, actionParams } from './action.js';
export { useHost } from './host.js';
export { useSubject } from '../editor/use-observable.js';
export type { EditorMode, ShadowInput } from '../editor/editor-context.js';
export type { EditHistory, EditorSaver, OpenVersion, SaveProgress, SaveStatus } from '../editor/editor-saver.js';
export { KEEP_DEV_MODE_KEY } from '../editor/editor-context.js';
export type { GridGeometry } from '../grid/GridCanvas.js';
export type { CellView, GridLayer } from '../grid/grid-model.js';
export { rectOf, type CellRect, type Frame } from '../grid/render/frame.js';
export { COLUMN_HEADER_HEIGHT, hitTest, ROW_HEADER_WIDTH, toSheetX, toSheetY, type HitTarget } from '../grid/viewport.js';
export { RangeInput, type RangeInputProps } from './RangeInput.js';
export { ToolbarRangeInput } from './ToolbarRangeInput.js';
export { DataPresetPicker } from './DataPresetPicker.js';
export { useDataPresets, type DataPreset } from './data-presets.js';
export { ColorPicker, type ColorPickerProps } from '../editor/toolbar/ColorPicker.js';

export { selectionRangeText } from './range-text.js';
export { api, ApiError, PAGE_ID } from '../api/client.js';
