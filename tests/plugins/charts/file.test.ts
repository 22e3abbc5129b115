import { describe, expect, it } from 'vitest';
import { findChart } from '../../../plugins/charts/index.js';
import { parseTemplateText, templateFileText } from '../../../plugins/workbook/file/index.js';
import { chartKernel, SALES, typeRows } from './helpers.js';

describe('charts in the template file', () => {
  it('are written with their sheet and read back unchanged', () => {
    const t = chartKernel();
    typeRows(t, SALES);
    t.run('charts.insert', { sheetId: t.sheetId, id: 'c1', area: { top: 0, left: 0, bottom: 3, right: 2 } });
    t.run('charts.update', { sheetId: t.sheetId, chartId: 'c1', changes: { type: 'pie', cutoutPercentage: 50, title: { text: '<b>Sales</b>', bold: true } } });
    const back = parseTemplateText(templateFileText(t.state()));
    expect(findChart(back, t.sheetId, 'c1')).toEqual(t.chart('c1'));
  });
});
