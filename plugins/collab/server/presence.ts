/** The presence palette: distinct at a glance on the grid and as header circles (each has contrast with white text). */
export const PRESENCE_COLORS: readonly string[] = ['#1a73e8', '#d93025', '#188038', '#a142f4', '#e8710a', '#007b83', '#c5221f', '#5f6368', '#b06000', '#3367d6'];

/** The first colour no peer has, or (past ten peers) the least used one. */
export function nextColor(used: readonly string[]): string {
  const counts = new Map(PRESENCE_COLORS.map((color) => [color, 0]));
  for (const color of used) counts.set(color, (counts.get(color) ?? 0) + 1);
  let best = PRESENCE_COLORS[0];
  for (const color of PRESENCE_COLORS) if (counts.get(color)! < counts.get(best)!) best = color;
  return best;
}
