/** Past this many texts the widths are measured afresh: a long session scrolls past many. */
const MOST_WIDTHS = 20_000;

const widths = new Map<string, number>();
let listening = false;

/**
 * The width of `text` in `font` (the font `ctx` draws with now). A full paint draws a few hundred cells,
 * and measuring each text again was a third of drawing it. A font face that arrives changes widths, so
 * they are measured afresh after each one.
 */
export function textWidth(ctx: CanvasRenderingContext2D, font: string, text: string): number {
  if (!listening && typeof document !== 'undefined') {
    document.fonts.addEventListener('loadingdone', () => widths.clear());
    listening = true;
  }
  const key = `${font}\n${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    if (widths.size >= MOST_WIDTHS) widths.clear();
    width = ctx.measureText(text).width;
    widths.set(key, width);
  }
  return width;
}
