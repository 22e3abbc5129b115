import { describe, expect, it } from 'vitest';
import { chartDataTable, ChartDependents, describeChart, renderChartSvg, type ChartChanges, type ComputedChart } from '../../../plugins/charts/index.js';
import { chartKernel, SALES, typeRows } from './helpers.js';

/** A chart over `rows` typed from A1, with the changes applied, computed as the editor has it. */
function computed(changes: ChartChanges = {}, rows: readonly (readonly string[])[] = SALES): ComputedChart {
  const t = chartKernel();
  typeRows(t, rows);
  t.run('charts.insert', { sheetId: t.sheetId, id: 'c1', area: { top: 0, left: 0, bottom: rows.length - 1, right: rows[0].length - 1 } });
  expect(t.run('charts.update', { sheetId: t.sheetId, chartId: 'c1', changes })).toEqual({ ok: true });
  const dependents = new ChartDependents(t.engine);
  dependents.update(t.state());
  return dependents.get(t.sheetId, 'c1')!;
}

const described = (c: ComputedChart): string => describeChart(c.chart, c.data, c.source);

describe('describeChart', () => {
  it('names the type, the title, each series with its cells and the categories', () => {
    expect(described(computed({ type: 'line', title: { text: 'Sales' } }))).toBe("Line chart 'Sales', 2 series: Sales (B2:B4), Costs (C2:C4), categories A2:A4");
  });

  it("falls back to the chart's name without a title, and leaves out series not drawn", () => {
    const chart = computed({ excludedVectorIds: [] });
    const costs = chart.data.kind === 'points' ? chart.data.series[1].vectorId : '';
    const shown = computed({ excludedVectorIds: [costs] });
    expect(described(shown)).toBe(`Bar chart '${shown.chart.name}', 1 series: Sales (B2:B4), categories A2:A4`);
  });

  it('reads series along rows when they are in rows', () => {
    const rows = [['Month', 'Jan', 'Feb'], ['Sales', '10', '20']];
    expect(described(computed({ type: 'bar', seriesInRows: true, title: { text: 'By row' } }, rows))).toBe("Bar chart 'By row', 1 series: Sales (B2:C2), categories B1:C1");
  });

  it('calls the labels x values on a scatter chart, and numbers series without headers', () => {
    expect(described(computed({ type: 'scatter', autoHeaders: false, title: { text: 'XY' } }, [['1', '2'], ['2', '4']]))).toBe("Scatter chart 'XY', 1 series: Series 1 (B1:B2), x values A1:A2");
  });

  it('says a pie draws its first series, and a chart without data has none', () => {
    expect(described(computed({ type: 'pie', title: { text: 'Share' } }))).toBe("Pie chart 'Share', 1 series: Sales (B2:B4), categories A2:A4");
    expect(described(computed({ title: { text: 'Empty' } }, [['', ''], ['', '']]))).toBe("Bar chart 'Empty', no data");
  });

  it('leaves the ranges out when it does not know where the data is', () => {
    const chart = computed({ title: { text: 'Sales' } });
    expect(describeChart(chart.chart, chart.data)).toBe("Bar chart 'Sales', 2 series: Sales, Costs");
  });
});

describe('chartDataTable', () => {
  it('has a label column and a column per series drawn, a row per point, values as their cells show them', () => {
    const chart = computed({ title: { text: 'Sales' } }, [...SALES, ['Apr', '', '7.5']]);
    expect(chartDataTable(chart.chart, chart.data)).toEqual({
      caption: "Data of bar chart 'Sales'",
      headers: ['Category', 'Sales', 'Costs'],
      rows: [['Jan', '10', '4'], ['Feb', '20', '5'], ['Mar', '15', '6'], ['Apr', '', '7.5']],
      omittedRows: 0,
    });
  });

  it('keeps to its limit of rows and counts those left out', () => {
    const chart = computed();
    const table = chartDataTable(chart.chart, chart.data, 2);
    expect(table.rows).toEqual([['Jan', '10', '4'], ['Feb', '20', '5']]);
    expect(table.omittedRows).toBe(1);
  });
});

describe('the rendered chart', () => {
  it('is an image named by its description, repeated as its title', () => {
    const svg = renderChartSvg(computed({ type: 'line', title: { text: 'Sales' } }));
    const description = "Line chart &#39;Sales&#39;, 2 series: Sales (B2:B4), Costs (C2:C4), categories A2:A4";
    expect(svg.slice(0, svg.indexOf('<rect'))).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" class="chart" data-type="line" role="img" aria-label="${description}" width="600" height="300" viewBox="0 0 600 300"><title>${description}</title>`,
    );
  });
});
