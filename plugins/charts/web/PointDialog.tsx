import { useState } from 'react';
import { Button } from '../../../web/ui/Button.js';
import { Dialog } from '../../../web/ui/Dialog.js';
import { useHost } from '../../../web/plugin-api/index.js';
import { findChart } from '../commands.js';
import { chartData } from './chart-panel-data.js';
import { ColorField } from './fields.js';

export interface PointTarget {
  readonly sheetId: string;
  readonly chartId: string;
  readonly seriesId: string;
  readonly pointId: string;
}

/**
 * The data point settings modal (SPEC section 2): a point's own colour, over its series' colour and any
 * conditional colour. Opened by clicking a bar, point or slice of the selected chart.
 */
export function PointDialog({ target, onClose }: { target: PointTarget; onClose(): void }) {
  const host = useHost();
  const chart = findChart(host.workbook, target.sheetId, target.chartId);
  const style = chart?.series[target.seriesId];
  const [color, setColor] = useState(style?.pointColors?.[target.pointId] ?? '#000000');
  if (!chart) return null;
  const data = chartData(host, chart);
  const index = data.kind === 'points' ? data.pointIds.indexOf(target.pointId) : -1;
  const label = data.kind === 'points' && index >= 0 ? data.labels[index] : '';
  const seriesName = data.kind === 'points' ? (data.series.find((s) => s.vectorId === target.seriesId)?.name ?? '') : '';

  const write = (pointColor: string | undefined) => {
    const { [target.pointId]: _old, ...others } = style?.pointColors ?? {};
    const pointColors = pointColor ? { ...others, [target.pointId]: pointColor } : others;
    void host.run('charts.update', {
      sheetId: chart.sheetId, chartId: chart.id, changes: { series: { ...chart.series, [target.seriesId]: { ...style, pointColors } } },
    });
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Data point settings"
      actions={(
        <>
          <Button onClick={() => write(undefined)}>Reset</Button>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" onClick={() => write(color)}>Apply</Button>
        </>
      )}
    >
      <p className="chart-point-name">{seriesName}{label ? ` · ${label}` : ''}</p>
      <ColorField label="Point color" value={color} onChange={setColor} />
    </Dialog>
  );
}
