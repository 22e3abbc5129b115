// The canvas grid's public entry. The grid is a component of its own (the editor's frame, the cast
// editor's sheet picker, and the geometry the plugin API hands web parts all draw on it); it knows nothing
// of the editor or the plugin API, and those import it only through this file.
export { GridCanvas, type GridCanvasProps, type GridGeometry } from './GridCanvas.js';
export type { CellRect, CellView, Frame, GridLayer, GridModel, Guide, Selection, VectorRun, VectorSizes } from './grid-model.js';
export { rectOf } from './render/frame.js';
export { FILL_HANDLE_SIZE } from './render/selection.js';
export { VectorLayout } from './vector-layout.js';
export {
  COLUMN_HEADER_HEIGHT, frozenArea, hitTest, ROW_HEADER_WIDTH, toScreenX, toScreenY, toSheetX, toSheetY, visibleRange,
  type FrozenArea, type HitTarget, type Viewport, type VisibleRange,
} from './viewport.js';
