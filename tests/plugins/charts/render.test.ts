import { describe, expect, it } from 'vitest';
import { ChartDependents, renderChartSvg, SERIES_COLORS, type ChartChanges } from '../../../plugins/charts/index.js';
import { chartKernel, SALES, typeRows } from './helpers.js';

/** A chart over SALES with the changes applied, rendered. */
function render(changes: ChartChanges = {}, rows: readonly (readonly string[])[] = SALES, options = {}): string {
  const t = chartKernel();
  typeRows(t, rows);
  t.run('charts.insert', { sheetId: t.sheetId, id: 'c1', area: { top: 0, left: 0, bottom: rows.length - 1, right: rows[0].length - 1 } });
  expect(t.run('charts.update', { sheetId: t.sheetId, chartId: 'c1', changes })).toEqual({ ok: true });
  const dependents = new ChartDependents(t.engine);
  dependents.update(t.state());
  return renderChartSvg(dependents.get(t.sheetId, 'c1')!, options);
}

/** Every element `tag` with its attributes, read from the SVG text. */
function elements(svg: string, tag: string): Record<string, string>[] {
  return [...svg.matchAll(new RegExp(`<${tag}((?:\\s[\\w:-]+="[^"]*")*)\\s*/?>`, 'g'))].map((m) =>
    Object.fromEntries([...m[1].matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])));
}

const bars = (svg: string) => elements(svg, 'rect').filter((r) => r.class === 'point');

describe('renderChartSvg', () => {
  it('draws a bar per point and series, in the 10 default colours, taller for larger values', () => {
    const svg = render();
    const drawn = bars(svg);
    expect(drawn).toHaveLength(6);
    expect(new Set(drawn.map((b) => b.fill))).toEqual(new Set([SERIES_COLORS[0], SERIES_COLORS[1]]));
    const sales = drawn.filter((b) => b.fill === SERIES_COLORS[0]).map((b) => Number(b.height));
    expect(sales[1]).toBeGreaterThan(sales[2]);
    expect(sales[2]).toBeGreaterThan(sales[0]);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* width="600" height="300" viewBox="0 0 600 300"/);
  });

  it('cycles the series colours past ten series', () => {
    const header = ['L', ...Array.from({ length: 11 }, (_, i) => `S${i}`)];
    const svg = render({}, [header, ['a', ...Array.from({ length: 11 }, () => '1')]]);
    const fills = bars(svg).map((b) => b.fill);
    expect(fills[10]).toBe(SERIES_COLORS[0]);
    expect(fills[9]).toBe(SERIES_COLORS[9]);
  });

  it('draws a line chart as paths of stroke width 2 and no fill, with markers and tooltips', () => {
    const svg = render({ type: 'line' });
    const paths = elements(svg, 'path');
    expect(paths).toHaveLength(2);
    for (const p of paths) expect(p).toMatchObject({ fill: 'none', 'stroke-width': '2' });
    expect(elements(svg, 'circle')).toHaveLength(6);
    expect(svg).toContain('<title>Sales · Feb: 20</title>');
  });

  it('leaves a gap in a line where a value is empty', () => {
    const svg = render({ type: 'line' }, [['M', 'A'], ['1', '1'], ['2', ''], ['3', '3'], ['4', '4']]);
    const d = elements(svg, 'path')[0].d;
    expect(d.match(/M/g)).toHaveLength(2);
  });

  it('draws a pie with a slice per point, and donut holes of 25, 50 and 75 percent', () => {
    const pie = render({ type: 'pie' });
    const slices = elements(pie, 'path').filter((p) => p.class === 'point slice');
    expect(slices).toHaveLength(3);
    expect(slices.map((s) => s.fill)).toEqual(SERIES_COLORS.slice(0, 3));
    expect(elements(pie, 'g').find((g) => g.class === 'legend')).toBeDefined();
    expect(pie).toContain('<title>Feb: 20</title>');
    const solid = slices[0].d;
    for (const cutout of [25, 50, 75]) {
      const donut = render({ type: 'pie', cutoutPercentage: cutout });
      expect(elements(donut, 'g').find((g) => g.class === 'pie')!['data-cutout']).toBe(String(cutout));
      expect(elements(donut, 'path').find((p) => p.class === 'point slice')!.d).not.toBe(solid);
    }
  });

  it('draws a scatter chart with points placed by the first column\'s numbers', () => {
    const svg = render({ type: 'scatter' }, [['x', 'y'], ['1', '5'], ['10', '6']]);
    const dots = elements(svg, 'circle');
    expect(dots).toHaveLength(2);
    expect(Number(dots[1].cx)).toBeGreaterThan(Number(dots[0].cx) + 200);
  });

  it('places the legend top by default, then left, bottom or right; hides it; shows custom entries', () => {
    const legend = (svg: string) => elements(svg, 'g').find((g) => g.class === 'legend');
    expect(legend(render())!['data-position']).toBe('top');
    for (const position of ['left', 'bottom', 'right'] as const) {
      expect(legend(render({ legend: { position, hide: false, customLegend: { enabled: false, entries: [] } } }))!['data-position']).toBe(position);
    }
    expect(legend(render({ legend: { position: 'top', hide: true, customLegend: { enabled: false, entries: [] } } }))).toBeUndefined();
    const custom = render({ legend: { position: 'top', hide: false, customLegend: { enabled: true, entries: [{ text: 'Mine', color: '#123456' }] } } });
    expect(custom).toContain('>Mine</text>');
    expect(custom).not.toContain('>Sales</text>');
  });

  it('draws the title and axis titles with their font options', () => {
    const svg = render({
      title: { text: 'Revenue', fontSize: 22, bold: true, italic: true, color: '#ff0000', fontFamily: 'Roboto' },
      horizontalAxis: { text: 'Month' }, verticalAxis: { text: 'Dollars', fontSize: 9 },
    });
    const texts = elements(svg, 'text');
    expect(texts.find((t) => t.class === 'chart-title')).toMatchObject({
      'font-size': '22', 'font-weight': '600', 'font-style': 'italic', fill: '#ff0000', 'font-family': 'Roboto, Arial, sans-serif',
    });
    expect(texts.find((t) => t.class === 'axis-title axis-title-horizontal')).toBeDefined();
    expect(texts.find((t) => t.class === 'axis-title axis-title-vertical')).toMatchObject({ 'font-size': '9' });
  });

  it('draws a chart with no font of its own in the sheet\'s default font, never in a bare serif fallback', () => {
    const families = (svg: string) => [...new Set(elements(svg, 'text').map((t) => t['font-family']))];
    expect(families(render({ title: { text: 'Revenue' } }))).toEqual(['Lato, Arial, sans-serif']);
    const title = { title: { text: 'Revenue' } };
    expect(families(render(title, SALES, { defaultFontFamily: 'Playfair Display' }))).toEqual(['Playfair Display, Arial, sans-serif']);
    expect(families(render(title, SALES, { defaultFontFamily: 'Slabo 27px' }))).toEqual(['&#39;Slabo 27px&#39;, Arial, sans-serif']);
    // Its own font wins over the sheet's.
    expect(families(render({ ...title, fontFamily: 'Oswald' }, SALES, { defaultFontFamily: 'Playfair Display' }))).toEqual(['Oswald, Arial, sans-serif']);
  });

  it('shows title text as text, never markup', () => {
    const svg = render({ title: { text: '<script>alert(1)</script> & "x"' } });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;');
  });

  it('uses the background and border colours', () => {
    const svg = render({ backgroundColor: '#000011', borderColor: '#220000' });
    expect(elements(svg, 'rect').find((r) => r.class === 'chart-background')).toMatchObject({ fill: '#000011', stroke: '#220000' });
  });

  it('colours a series, a single point, and points meeting a condition', () => {
    const t = chartKernel();
    typeRows(t, SALES);
    const sheet = t.state().sheetsById[t.sheetId];
    const [, sales] = sheet.columnIds;
    const feb = sheet.rowIds[2];
    const svg = render({
      series: {
        [sales]: {
          color: '#111111', pointColors: { [feb]: '#222222' },
          pointConditionalFormat: { vectorId: sales, conditionalFormats: [{ type: 'number_greater', input1: '12', format: { color: '#333333' } }] },
        },
      },
    });
    expect(bars(svg).slice(0, 3).map((b) => b.fill)).toEqual(['#111111', '#222222', '#333333']);
  });

  it('draws horizontal lines at their values in orange by default, with labels as asked, and not when empty', () => {
    const line = { id: 'l1', formula: '=B3', color: 'orange', showLabel: true, labelCurrency: true, labelPercent: false, labelPrecision: 2, labelHorizontalAlign: 'right' as const, labelVerticalAlign: 'bottom' as const };
    const svg = render({ horizontalLines: [line, { ...line, id: 'l2', formula: '', showLabel: false }, { ...line, id: 'l3', formula: '0.125', labelCurrency: false, labelPercent: true, labelPrecision: 1 }] });
    const groups = elements(svg, 'g').filter((g) => g.class === 'horizontal-line');
    expect(groups.map((g) => g['data-line'])).toEqual(['l1', 'l3']);
    expect(svg).toContain('>$20.00</text>');
    expect(svg).toContain('>12.5%</text>');
    const label = elements(svg, 'text').find((t) => t.fill === 'orange')!;
    expect(label).toMatchObject({ 'text-anchor': 'end', 'dominant-baseline': 'hanging' });
  });

  it('formats the value axis with the source cells\' number format', () => {
    const svg = render({}, [['M', 'Price'], ['a', '$1,000.00'], ['b', '$2,500.00']]);
    expect(svg).toMatch(/>\$2,500\.00<\/text>|>\$3,000\.00<\/text>/);
  });

  it('says "No Data Entered" for an empty range', () => {
    const svg = render({}, [['', ''], ['', '']]);
    expect(svg).toContain('>No Data Entered</text>');
  });

  it('scales its pixel size for PDF without changing the layout', () => {
    const svg = render({}, SALES, { pixelRatio: 3 });
    expect(svg).toMatch(/width="1800" height="900" viewBox="0 0 600 300"/);
  });
});
