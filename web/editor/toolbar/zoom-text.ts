import { clampZoom } from '../../../plugins/workbook/index.js';

/** How the zoom box shows a zoom: a whole percentage. */
export function zoomText(zoom: number): string {
  return `${Math.round(zoom * 100)}%`;
}

/**
 * A typed zoom (SPEC section 5: "zoom typed as percentage clamped 0.5–2"): "130", "130%" or " 75 % "
 * give 1.3 or 0.75, clamped to 0.5–2. Anything that is not a number gives undefined, so the box reverts.
 */
export function parseZoom(text: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*%?\s*$/.exec(text);
  if (!match) return undefined;
  return clampZoom(Number(match[1]) / 100);
}
