/**
 * The colours a table is drawn in, from its Excel style name. Excel's built-in styles come in three
 * families (Light, Medium, Dark), each cycling through the Office theme's colours in sevens: black,
 * then accents 1 to 6. The editor draws each family's main look, not every variant's borders.
 */
export interface TableLook {
  /** The header row's fill; undefined: none (the Light styles' header is bold text in the colour). */
  readonly header?: string;
  readonly headerText: string;
  /** The fill of every other data row. */
  readonly band: string;
  /** Lines under the header and over the totals row. */
  readonly line: string;
}

/** The Office theme: black, then accents 1 to 6. */
const THEME = ['#000000', '#4472c4', '#ed7d31', '#a5a5a5', '#ffc000', '#5b9bd5', '#70ad47'];
const STYLE = /^TableStyle(Light|Medium|Dark)(\d+)$/i;

export function tableLook(style: string | undefined): TableLook {
  const match = STYLE.exec(style ?? '') ?? ['', 'Medium', '2'];
  const family = match[1].toLowerCase();
  const color = THEME[(Number(match[2]) - 1) % 7] ?? THEME[1];
  if (family === 'light') return { headerText: shade(color, 0.25), band: tint(color, 0.85), line: color };
  if (family === 'dark') return { header: shade(color, 0.5), headerText: '#ffffff', band: tint(color, 0.6), line: shade(color, 0.5) };
  return { header: color, headerText: '#ffffff', band: tint(color, 0.8), line: color };
}

/** The colour mixed with white: `amount` 0 keeps it, 1 is white. */
export function tint(hex: string, amount: number): string {
  return mix(hex, (c) => c + (255 - c) * amount);
}

/** The colour mixed with black: `amount` 0 keeps it, 1 is black. */
export function shade(hex: string, amount: number): string {
  return mix(hex, (c) => c * (1 - amount));
}

function mix(hex: string, channel: (c: number) => number): string {
  const parts = [1, 3, 5].map((i) => Math.round(channel(parseInt(hex.slice(i, i + 2), 16))));
  return `#${parts.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
