import { Plus, Trash2 } from 'lucide-react';
import { Button, IconButton } from '../../../web/ui/Button.js';
import { Select } from '../../../web/ui/Select.js';
import { useHost } from '../../../web/plugin-api/index.js';
import type { ChartChanges } from '../commands.js';
import { CHART_DEFAULTS, CHART_TYPES, type Chart, type ChartType, type HorizontalLine } from '../model.js';
import { chartRangeText } from '../range-text.js';
import { chartData } from './chart-panel-data.js';
import { followedCharts } from './charts-follower.js';
import { Check, ColorField, CommitField } from './fields.js';

export const TYPE_LABELS: Readonly<Record<ChartType, string>> = { bar: 'Bar', line: 'Line', pie: 'Pie', scatter: 'Scatter' };

/** The Data tab: name, type, range, how the range reads, which series are drawn, horizontal lines. */
export function DataTab({ chart, update }: { chart: Chart; update(changes: ChartChanges): void }) {
  const host = useHost();
  const data = chartData(host, chart);
  const excluded = new Set(chart.excludedVectorIds);
  const toggleSeries = (vectorId: string, included: boolean) => {
    const next = new Set(excluded);
    if (included) next.delete(vectorId);
    else next.add(vectorId);
    update({ excludedVectorIds: [...next] });
  };
  return (
    <div className="charts-panel">
      <CommitField label="Name" value={chart.name} onCommit={(name) => name.trim() && update({ name: name.trim() })} />
      <Select<ChartType> label="Chart type" showLabel value={chart.type} options={CHART_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))} onChange={(type) => update({ type })} />
      <CommitField label="Data range" value={chartRangeText(host.workbook, chart.range)} onCommit={(rangeText) => update({ rangeText })} hint="For example Sheet1!A1:C10" />
      <Check label="Switch rows & columns" checked={chart.seriesInRows} onChange={(seriesInRows) => update({ seriesInRows })} />
      <Check label={chart.seriesInRows ? 'Headers in first column' : 'Headers in first row'} checked={chart.autoHeaders} onChange={(autoHeaders) => update({ autoHeaders })} />
      <Check label={chart.seriesInRows ? 'Labels in first row' : 'Labels in first column'} checked={chart.autoLabels} onChange={(autoLabels) => update({ autoLabels })} />
      {data.kind === 'points' && (
        <fieldset>
          <legend>Series</legend>
          {data.series.map((series) => (
            <Check key={series.vectorId} label={series.name || '(no name)'} checked={!excluded.has(series.vectorId)} onChange={(on) => toggleSeries(series.vectorId, on)} />
          ))}
        </fieldset>
      )}
      <HorizontalLines chart={chart} update={update} />
    </div>
  );
}

/** Under a line's formula when it gives no number (SPEC section 5: such a line is not drawn). */
export const LINE_NOT_DRAWN = 'This formula gives no number, so the line is not drawn.';

function HorizontalLines({ chart, update }: { chart: Chart; update(changes: ChartChanges): void }) {
  const host = useHost();
  const lines = chart.horizontalLines;
  const dependents = followedCharts(host.session.engine)?.dependents;
  dependents?.update(host.workbook);
  const values = dependents?.get(chart.sheetId, chart.id)?.lineValues ?? {};
  const write = (next: readonly HorizontalLine[]) => update({ horizontalLines: next });
  const change = (id: string, fields: Partial<HorizontalLine>) => write(lines.map((l) => (l.id === id ? { ...l, ...fields } : l)));
  const add = () => write([...lines, {
    id: globalThis.crypto.randomUUID().slice(0, 8), formula: '', color: CHART_DEFAULTS.horizontalLineColor, showLabel: false,
    labelCurrency: false, labelPercent: false, labelPrecision: 0, labelHorizontalAlign: 'left', labelVerticalAlign: 'top',
  }]);
  return (
    <fieldset>
      <legend>Horizontal lines</legend>
      {lines.map((line, i) => (
        <div className="chart-line" key={line.id}>
          <CommitField label={`Line ${i + 1} formula`} value={line.formula} onCommit={(formula) => change(line.id, { formula })} hint="A number or a formula, such as =AVERAGE(B2:B10)"
            error={line.formula.trim() !== '' && values[line.id] === undefined ? LINE_NOT_DRAWN : undefined} />
          <div className="chart-row">
            <ColorField label={`Line ${i + 1} color`} value={line.color} onChange={(color) => change(line.id, { color })} />
            <IconButton icon={Trash2} label={`Remove line ${i + 1}`} onClick={() => write(lines.filter((l) => l.id !== line.id))} />
          </div>
          <Check label="Show label" checked={line.showLabel} onChange={(showLabel) => change(line.id, { showLabel, labelCurrency: false, labelPercent: false })} />
          {line.showLabel && (
            <>
              <div className="chart-row">
                <Check label="Currency" checked={line.labelCurrency} onChange={(labelCurrency) => change(line.id, { labelCurrency })} />
                <Check label="Percent" checked={line.labelPercent} onChange={(labelPercent) => change(line.id, { labelPercent })} />
              </div>
              <div className="chart-row">
                <Button size="sm" onClick={() => change(line.id, { labelPrecision: line.labelPrecision + 1 })}>Increase decimals</Button>
                <Button size="sm" disabled={line.labelPrecision === 0} onClick={() => change(line.id, { labelPrecision: Math.max(0, line.labelPrecision - 1) })}>Decrease decimals</Button>
              </div>
              <div className="chart-row">
                <Select label={`Line ${i + 1} label horizontal alignment`} value={line.labelHorizontalAlign} size="sm"
                  options={[{ value: 'left', label: 'Left' }, { value: 'center', label: 'Center' }, { value: 'right', label: 'Right' }]}
                  onChange={(labelHorizontalAlign) => change(line.id, { labelHorizontalAlign })} />
                <Select label={`Line ${i + 1} label vertical alignment`} value={line.labelVerticalAlign} size="sm"
                  options={[{ value: 'top', label: 'Above' }, { value: 'bottom', label: 'Below' }]}
                  onChange={(labelVerticalAlign) => change(line.id, { labelVerticalAlign })} />
              </div>
            </>
          )}
        </div>
      ))}
      <Button size="sm" icon={Plus} onClick={add}>Add horizontal line</Button>
    </fieldset>
  );
}
