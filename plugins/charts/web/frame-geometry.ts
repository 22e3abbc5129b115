import { CHART_DEFAULTS } from '../model.js';

/** A chart's place on its sheet, in sheet pixels (zoom 1). */
export interface ChartBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** The 8 resize handles, named by the compass point they sit on. */
export const HANDLES = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'] as const;
export type Handle = (typeof HANDLES)[number];

export const HANDLE_NAMES: Readonly<Record<Handle, string>> = {
  nw: 'top-left', n: 'top', ne: 'top-right', e: 'right', se: 'bottom-right', s: 'bottom', sw: 'bottom-left', w: 'left',
};

/**
 * The box after dragging a handle by (dx, dy) screen pixels at `zoom`. The opposite edges stay put; a
 * side never gets smaller than 100 times the zoom on screen (SPEC section 9), i.e. 100 sheet pixels.
 */
export function resizeBox(box: ChartBox, handle: Handle, dx: number, dy: number, zoom: number): ChartBox {
  const min = CHART_DEFAULTS.minSize;
  const sx = dx / zoom;
  const sy = dy / zoom;
  let { left, top, width, height } = box;
  if (handle.includes('e')) width = Math.max(min, box.width + sx);
  if (handle.includes('s')) height = Math.max(min, box.height + sy);
  if (handle.includes('w')) {
    width = Math.max(min, box.width - sx);
    left = box.left + box.width - width;
  }
  if (handle.includes('n')) {
    height = Math.max(min, box.height - sy);
    top = box.top + box.height - height;
  }
  if (left < 0) {
    width += left;
    left = 0;
  }
  if (top < 0) {
    height += top;
    top = 0;
  }
  return { left: Math.round(left), top: Math.round(top), width: Math.round(width), height: Math.round(height) };
}

/** The box moved by (dx, dy) screen pixels at `zoom`, kept on the sheet. */
export function moveBox(box: ChartBox, dx: number, dy: number, zoom: number): ChartBox {
  return { ...box, left: Math.max(0, Math.round(box.left + dx / zoom)), top: Math.max(0, Math.round(box.top + dy / zoom)) };
}

/** The nudge an arrow key gives: 5 pixels, 1 with Shift (SPEC section 9); undefined for other keys. */
export function nudge(key: string, shift: boolean): { dx: number; dy: number } | undefined {
  const step = shift ? CHART_DEFAULTS.fineNudge : CHART_DEFAULTS.nudge;
  switch (key) {
    case 'ArrowLeft': return { dx: -step, dy: 0 };
    case 'ArrowRight': return { dx: step, dy: 0 };
    case 'ArrowUp': return { dx: 0, dy: -step };
    case 'ArrowDown': return { dx: 0, dy: step };
    default: return undefined;
  }
}

/**
 * The box an arrow key with Ctrl (Cmd on a Mac) resizes to: Right and Down grow the width and height, Left
 * and Up shrink them, by the nudge's steps (5 pixels, 1 with Shift); the top-left corner stays put and the
 * minimum size holds as for a drag. Undefined for other keys.
 */
export function stretch(box: ChartBox, key: string, shift: boolean): ChartBox | undefined {
  const step = nudge(key, shift);
  if (!step) return undefined;
  return resizeBox(box, step.dx !== 0 ? 'e' : 's', step.dx, step.dy, 1);
}
