import type { Viewport } from './model.js';
import type { CastOverflow } from './response.js';

/** The viewer's overflow texts (SPEC section 8). */
export const OVERFLOW_MESSAGES = {
  verticalWarning: 'Content is overflowing vertically and will be split across multiple pages.',
  verticalError: 'Content is overflowing vertically. To avoid having your content truncated, make a smaller selection.',
  horizontal: 'Content is overflowing horizontally.',
  columnsHint: 'Resize or hide columns so that the content fits.',
} as const;

export interface OverflowFacts {
  readonly viewport: Viewport | undefined;
  /** Drawn width and total height of all rows (one page's worth when nothing is split). */
  readonly width: number;
  readonly height: number;
  /** More than one page: the rows were split to fit. */
  readonly split: boolean;
  /** A chart has no columns to resize and no rows to split. */
  readonly chart: boolean;
}

/** Overflow of the content against the viewport; nothing overflows without a viewport. */
export function overflowOf(facts: OverflowFacts): CastOverflow {
  const { viewport } = facts;
  const vertical = !viewport ? null : facts.split ? 'warning' : facts.height > viewport.height ? 'error' : null;
  const horizontal = viewport && facts.width > viewport.width ? 'error' : null;
  const messages: string[] = [];
  if (vertical === 'warning') messages.push(OVERFLOW_MESSAGES.verticalWarning);
  if (vertical === 'error') messages.push(OVERFLOW_MESSAGES.verticalError);
  if (horizontal) messages.push(facts.chart ? OVERFLOW_MESSAGES.horizontal : `${OVERFLOW_MESSAGES.horizontal} ${OVERFLOW_MESSAGES.columnsHint}`);
  return { vertical, horizontal, messages };
}
