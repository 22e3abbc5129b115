import { max, scaleLinear } from 'd3';
import { useEffect, useState } from 'react';
import { api, ApiError } from '../../../web/plugin-api/index.js';
import { Select } from '../../../web/ui/Select.js';
import type { Histogram, RunView } from './run-view.js';

const WIDTH = 360;
const HEIGHT = 140;
const MARGIN = { top: 8, right: 8, bottom: 22, left: 36 };

/** The distribution of one output across a done run: the server bins its values, d3 scales the bars. */
export function RunHistogram({ gridId, run }: { gridId: string; run: RunView }) {
  const numeric = run.outputs;
  const [output, setOutput] = useState(numeric[0] ?? '');
  const [loaded, setLoaded] = useState<Histogram | string | undefined>();
  useEffect(() => {
    if (!output) return;
    let current = true;
    setLoaded(undefined);
    api.get<Histogram>(`/api/grids/${encodeURIComponent(gridId)}/runs/${encodeURIComponent(run.id)}/histogram`, { query: { output, bins: 20 } }).then(
      (histogram) => current && setLoaded(histogram),
      (error: unknown) => current && setLoaded(error instanceof ApiError ? error.message : 'The distribution could not be drawn.'),
    );
    return () => {
      current = false;
    };
  }, [gridId, run.id, output]);
  return (
    <div className="runs-histogram">
      <Select label="Output" showLabel value={output} options={numeric.map((name) => ({ value: name, label: name }))} onChange={setOutput} />
      {typeof loaded === 'string' ? <p role="alert">{loaded}</p> : loaded ? <Bars histogram={loaded} /> : <p>Drawing...</p>}
    </div>
  );
}

function Bars({ histogram }: { histogram: Histogram }) {
  if (histogram.values === 0) return <p>No numeric values of {histogram.output} in this run.</p>;
  const first = histogram.bins[0]?.x0 ?? 0;
  const last = histogram.bins.at(-1)?.x1 ?? 1;
  const x = scaleLinear().domain([first, last === first ? first + 1 : last]).range([MARGIN.left, WIDTH - MARGIN.right]);
  const y = scaleLinear().domain([0, max(histogram.bins, (bin) => bin.count) ?? 1]).nice().range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const ticks = x.ticks(4);
  return (
    <svg role="img" aria-label={`Distribution of ${histogram.output} across ${histogram.values.toLocaleString('en-US')} results`} width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`}>
      {histogram.bins.map((bin, i) => (
        <rect key={i} x={x(bin.x0) + 0.5} y={y(bin.count)} width={Math.max(0, x(bin.x1) - x(bin.x0) - 1)} height={y(0) - y(bin.count)} className="runs-bar">
          <title>{`${bin.x0} to ${bin.x1}: ${bin.count}`}</title>
        </rect>
      ))}
      <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(0)} y2={y(0)} className="runs-axis" />
      {ticks.map((tick) => <text key={tick} x={x(tick)} y={HEIGHT - 6} textAnchor="middle" className="runs-tick">{tick.toLocaleString('en-US')}</text>)}
      <text x={MARGIN.left - 4} y={MARGIN.top + 8} textAnchor="end" className="runs-tick">{y.domain()[1]}</text>
    </svg>
  );
}
