import type { BorderFill } from '../../../plugins/workbook/index.js';

/** Which lines of a 2x2 block each fill draws: [x1, y1, x2, y2] in a 16-unit box. */
const LINES: Record<'left' | 'right' | 'top' | 'bottom' | 'h' | 'v', readonly [number, number, number, number]> = {
  left: [2, 2, 2, 14],
  right: [14, 2, 14, 14],
  top: [2, 2, 14, 2],
  bottom: [2, 14, 14, 14],
  h: [2, 8, 14, 8],
  v: [8, 2, 8, 14],
};

const DRAWN: Record<BorderFill, readonly (keyof typeof LINES)[]> = {
  all: ['left', 'right', 'top', 'bottom', 'h', 'v'],
  inner: ['h', 'v'],
  'inner-horizontal': ['h'],
  'inner-vertical': ['v'],
  outer: ['left', 'right', 'top', 'bottom'],
  left: ['left'],
  top: ['top'],
  right: ['right'],
  bottom: ['bottom'],
  none: [],
};

/**
 * A border fill drawn as Sheets draws it: the block's lines dotted, the ones the fill sets solid. Lucide
 * has no border icons; these follow its 2px-stroke look.
 */
export function BorderIcon({ fill }: { fill: BorderFill }) {
  const drawn = new Set(DRAWN[fill]);
  return (
    <svg width="18" height="18" viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeLinecap="square">
      {(Object.keys(LINES) as (keyof typeof LINES)[]).map((key) => {
        const [x1, y1, x2, y2] = LINES[key];
        return drawn.has(key) ? (
          <line key={key} x1={x1} y1={y1} x2={x2} y2={y2} strokeWidth={1.8} />
        ) : (
          <line key={key} x1={x1} y1={y1} x2={x2} y2={y2} strokeWidth={1} strokeDasharray="1 2" opacity={0.55} />
        );
      })}
    </svg>
  );
}
