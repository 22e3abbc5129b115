import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, IconButton } from '../../../web/ui/Button.js';
import { Select } from '../../../web/ui/Select.js';
import { useHost } from '../../../web/plugin-api/index.js';
import type { ChartChanges } from '../commands.js';
import type { ChartPoints, ChartSeries } from '../data.js';
import { seriesColor, type Chart, type PointCondition, type SeriesStyle } from '../model.js';
import { describePointCondition } from '../point-conditions.js';
import { chartData } from './chart-panel-data.js';
import { ColorField } from './fields.js';
import { PointConditionForm } from './PointConditionForm.js';

type Update = (changes: ChartChanges) => void;

/**
 * The Styles tab's Series accordion: per series its colour, its points' own colours (as the data point
 * settings modal sets them) and its conditional point colours, the conditions a point's value (or the
 * value of another series at that point) is tested against, first met wins.
 */
export function SeriesStyles({ chart, update }: { chart: Chart; update: Update }) {
  const data = chartData(useHost(), chart);
  if (data.kind !== 'points') return <p>Choose a data range first.</p>;
  return (
    <div className="charts-panel">
      {data.series.map((series, index) => (
        <OneSeries key={series.vectorId} chart={chart} data={data} series={series} index={index} update={update} />
      ))}
    </div>
  );
}

interface SeriesProps {
  readonly chart: Chart;
  readonly data: ChartPoints;
  readonly series: ChartSeries;
  readonly index: number;
  readonly update: Update;
}

function OneSeries({ chart, data, series, index, update }: SeriesProps) {
  const name = series.name || `Series ${index + 1}`;
  const style = chart.series[series.vectorId] ?? {};
  const color = style.color ?? seriesColor(index);
  const write = (fields: Partial<SeriesStyle>) => update({ series: { ...chart.series, [series.vectorId]: { ...style, ...fields } } });
  return (
    <fieldset className="chart-series">
      <legend>{name}</legend>
      <ColorField label={`${name} color`} value={color} onChange={(next) => write({ color: next })} />
      <PointColors name={name} data={data} style={style} color={color} write={write} />
      <ConditionalColors name={name} data={data} series={series} style={style} write={write} />
    </fieldset>
  );
}

interface PartProps {
  readonly name: string;
  readonly data: ChartPoints;
  readonly style: SeriesStyle;
  write(fields: Partial<SeriesStyle>): void;
}

/** Points' own colours; another can be added only while some point has none. */
function PointColors({ name, data, style, color, write }: PartProps & { readonly color: string }) {
  const colors = style.pointColors ?? {};
  const set = Object.keys(colors).filter((id) => data.pointIds.includes(id));
  const labelOf = (pointId: string) => data.labels[data.pointIds.indexOf(pointId)] || pointId;
  const free = data.pointIds.filter((id) => !(id in colors));
  const replace = (from: string, to: string) => {
    const next: Record<string, string> = {};
    for (const [id, c] of Object.entries(colors)) next[id === from ? to : id] = c;
    write({ pointColors: next });
  };
  const remove = (pointId: string) => {
    const { [pointId]: _removed, ...rest } = colors;
    write({ pointColors: rest });
  };
  return (
    <div className="chart-subsection">
      <span className="chart-subtitle">Point colors</span>
      {set.map((pointId) => (
        <div className="chart-row" key={pointId}>
          <Select size="sm" label={`${name} point`} value={pointId}
            options={data.pointIds.filter((id) => id === pointId || free.includes(id)).map((id) => ({ value: id, label: labelOf(id) }))}
            onChange={(to) => replace(pointId, to)} />
          <ColorField label={`${name} ${labelOf(pointId)} color`} value={colors[pointId]} onChange={(c) => write({ pointColors: { ...colors, [pointId]: c } })} />
          <IconButton icon={Trash2} label={`Remove ${name} ${labelOf(pointId)} color`} onClick={() => remove(pointId)} />
        </div>
      ))}
      {free.length > 0 && (
        <Button size="sm" icon={Plus} onClick={() => write({ pointColors: { ...colors, [free[0]]: color } })}>Add point color</Button>
      )}
    </div>
  );
}

/** The series' conditional point colours: listed, each edited in the form, and which series' values they test. */
function ConditionalColors({ name, data, series, style, write }: PartProps & { readonly series: ChartSeries }) {
  const conditional = style.pointConditionalFormat;
  const conditions = conditional?.conditionalFormats ?? [];
  const vectorId = conditional?.vectorId ?? series.vectorId;
  const [editing, setEditing] = useState<number | 'new' | undefined>(undefined);
  const save = (next: readonly PointCondition[], tested = vectorId) =>
    write({ pointConditionalFormat: { vectorId: tested, conditionalFormats: next } });
  const names = data.series.map((s, i) => ({ value: s.vectorId, label: s.name || `Series ${i + 1}` }));
  return (
    <div className="chart-subsection">
      <span className="chart-subtitle">Conditional colors</span>
      {conditions.length > 0 && (
        <Select size="sm" label={`${name} conditions test`} showLabel value={vectorId} options={names} onChange={(tested) => save(conditions, tested)} />
      )}
      {conditions.map((condition, i) => (editing === i ? (
        <PointConditionForm key={i} name={name} initial={condition} onCancel={() => setEditing(undefined)}
          onSave={(next) => {
            save(conditions.map((c, j) => (j === i ? next : c)));
            setEditing(undefined);
          }} />
      ) : (
        <div className="chart-row" key={i}>
          <span className="chart-swatch" style={{ background: condition.format.color }} aria-hidden />
          <span className="chart-condition-text">{describePointCondition(condition)}</span>
          <IconButton icon={Pencil} label={`Edit ${name} condition ${i + 1}`} onClick={() => setEditing(i)} />
          <IconButton icon={Trash2} label={`Remove ${name} condition ${i + 1}`} onClick={() => save(conditions.filter((_, j) => j !== i))} />
        </div>
      )))}
      {editing === 'new' ? (
        <PointConditionForm name={name} onCancel={() => setEditing(undefined)}
          onSave={(next) => {
            save([...conditions, next]);
            setEditing(undefined);
          }} />
      ) : (
        <Button size="sm" icon={Plus} onClick={() => setEditing('new')}>Add conditional color</Button>
      )}
    </div>
  );
}
