/**
 * Casts (host-neutral): which recommended cast a viewer gets, and the layout of one page of it
 * (area, columns and rows with the cast's overrides, pages split by row offset with repeated header
 * rows, overflow against the viewport, and the page's cells as they read). See README.md.
 */
export { castsPlugin } from './manifest.js';
export {
  CAST_NAME_MESSAGES, NO_SUCH_CAST_MESSAGE, NO_SUCH_CHART_MESSAGE, castsCommands, defaultCastName, deleteRecommendedCast, recommendedCastNameError, setRecommendedCast,
  type CastShows, type DeleteRecommendedCastParams, type SetRecommendedCastParams,
} from './commands.js';
export { castLayout, MAX_REPEAT_HEADER_ROWS } from './layout.js';
export { chooseRecommendedCast, readRecommendedCast, targetOf } from './recommended.js';
export { selectedTarget } from './selected.js';
export { MIN_VECTOR_SIZE } from './limits.js';
export { withHeaderRows, withHidden, withoutSizing, withSize, type Axis, type SelectedCast } from './sizing.js';
export { parseViewport } from './viewport.js';
export { evaluateForCast } from './evaluate.js';
export { CastError } from './errors.js';
export { castCaption } from './caption.js';
export { OVERFLOW_MESSAGES } from './overflow.js';
export type { CastRequest, CastSettings, CastTarget, CastValues, RecommendedCast, Viewport } from './model.js';
export type * from './response.js';
