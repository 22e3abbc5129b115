import { Trash2 } from 'lucide-react';
import { Button } from '../../../web/ui/Button.js';
import { Select } from '../../../web/ui/Select.js';
import { Tabs } from '../../../web/ui/Tabs.js';
import { useHost } from '../../../web/plugin-api/index.js';
import { findChart, sheetCharts, type ChartChanges } from '../commands.js';
import { CHART_TYPES, type Chart, type ChartType } from '../model.js';
import { DataTab, TYPE_LABELS } from './DataTab.js';
import { StylesTab } from './StylesTab.js';
import { chartSelection, useSelectedChart } from './use-charts.js';

/**
 * The Charts sidebar section (the default one): with no chart selected, a dropdown inserts a chart over
 * the selected cells; with one selected, its Data and Styles tabs.
 */
export function ChartsPanel() {
  const host = useHost();
  const selected = useSelectedChart(host);
  const chart = selected && selected.sheetId === host.sheet.id ? findChart(host.workbook, selected.sheetId, selected.chartId) : undefined;
  return chart ? <SelectedChart key={chart.id} chart={chart} /> : <InsertChart />;
}

function InsertChart() {
  const host = useHost();
  const charts = sheetCharts(host.sheet);
  const insert = (type: ChartType) =>
    void host.run('charts.insert', { sheetId: host.sheet.id, area: host.area, type, id: globalThis.crypto.randomUUID().slice(0, 10) });
  return (
    <div className="charts-panel">
      <Select<ChartType> label="Insert chart" showLabel placeholder="Choose a chart type" value={undefined}
        options={CHART_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))} onChange={insert} />
      <p>The chart reads the selected cells. Select a chart on the sheet to change it.</p>
      {charts.length > 0 && (
        <fieldset>
          <legend>Charts on this sheet</legend>
          {charts.map((c) => (
            <Button key={c.id} size="sm" onClick={() => chartSelection(host).select({ sheetId: c.sheetId, chartId: c.id })}>{c.name}</Button>
          ))}
        </fieldset>
      )}
    </div>
  );
}

function SelectedChart({ chart }: { chart: Chart }) {
  const host = useHost();
  const update = (changes: ChartChanges) => void host.run('charts.update', { sheetId: chart.sheetId, chartId: chart.id, changes });
  const remove = () => {
    void host.run('charts.delete', { sheetId: chart.sheetId, chartId: chart.id });
    chartSelection(host).select(null);
  };
  return (
    <div className="charts-panel">
      <div className="chart-row">
        <strong>{chart.name}</strong>
        <Button size="sm" variant="danger" icon={Trash2} onClick={remove}>Delete chart</Button>
      </div>
      <Tabs label="Chart settings" tabs={[
        { value: 'data', label: 'Data', content: <DataTab chart={chart} update={update} /> },
        { value: 'styles', label: 'Styles', content: <StylesTab chart={chart} update={update} /> },
      ]} />
    </div>
  );
}
