import type { CSSProperties } from 'react';

/**
 * Where a popup opens under its anchor (a filter button on the canvas): fixed, kept inside the window. The grid clips what overflows it, so a popup
 * placed inside it would be cut off; a fixed one is not.
 */
export function popupBelow(anchor: { left: number; bottom: number }, viewportWidth: number, popupWidth: number): CSSProperties {
  const left = Math.max(0, Math.min(anchor.left, viewportWidth - popupWidth));
  return { position: 'fixed', left, top: anchor.bottom + 2 };
}

