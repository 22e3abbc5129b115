import type { CastLayout } from '../../plugins/casts/index.js';

/** The font families a cast page draws text in: the sheet's default, its cells' own and its chart's. */
export function familiesOf(page: CastLayout): string[] {
  const families = new Set<string>([page.defaultFontFamily]);
  for (const cell of Object.values(page.cellsById)) if (cell.format?.fontFamily) families.add(cell.format.fontFamily);
  for (const format of Object.values(page.styleOverridesByCellId)) if (format.fontFamily) families.add(format.fontFamily);
  const chartFont = page.chart?.chart.fontFamily;
  if (typeof chartFont === 'string') families.add(chartFont);
  return [...families];
}
