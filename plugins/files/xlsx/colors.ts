/** Colours between our '#rrggbb' and Excel's 'AARRGGBB', including Office theme colours on import. */

/** The default Office theme's colours, by theme index (lt1, dk1, lt2, dk2, accent1-6). */
const OFFICE_THEME = ['#ffffff', '#000000', '#e7e6e6', '#44546a', '#4472c4', '#ed7d31', '#a5a5a5', '#ffc000', '#5b9bd5', '#70ad47'];

export interface ExcelColor {
  readonly argb?: string;
  readonly theme?: number;
  readonly tint?: number;
}

export function fromExcelColor(color: Partial<ExcelColor> | undefined): string | undefined {
  if (!color) return undefined;
  if (typeof color.argb === 'string' && /^[0-9a-f]{8}$/i.test(color.argb)) return `#${color.argb.slice(2).toLowerCase()}`;
  if (typeof color.argb === 'string' && /^[0-9a-f]{6}$/i.test(color.argb)) return `#${color.argb.toLowerCase()}`;
  if (typeof color.theme === 'number' && OFFICE_THEME[color.theme]) return tint(OFFICE_THEME[color.theme], color.tint ?? 0);
  return undefined;
}

export function toExcelColor(color: string | undefined): { argb: string } | undefined {
  if (!color) return undefined;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  const hex = short ? short.slice(1).map((c) => c + c).join('') : /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  return hex ? { argb: `FF${hex.toUpperCase()}` } : undefined;
}

/** Excel's tint: lighten towards white (positive) or darken towards black (negative). */
function tint(hex: string, amount: number): string {
  if (!amount) return hex;
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const shifted = channels.map((c) => Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount));
  return `#${shifted.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
