import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Accordion } from '../../../web/ui/Accordion.js';
import { Button, IconButton } from '../../../web/ui/Button.js';
import { Select } from '../../../web/ui/Select.js';
import { DEFAULT_FONT_FAMILY, FONT_FAMILIES } from '../../workbook/index.js';
import { useHost } from '../../../web/plugin-api/index.js';
import type { ChartChanges } from '../commands.js';
import { CHART_DEFAULTS, CUTOUT_PERCENTAGES, LEGEND_POSITIONS, seriesColor, type Chart, type ChartLegend, type ChartText } from '../model.js';
import { Check, ColorField, CommitField } from './fields.js';
import { SeriesStyles } from './SeriesStyles.js';

type Update = (changes: ChartChanges) => void;

/** The Styles tab: accordions Chart, Legend, Series and Chart/Axis Titles (SPEC section 2). */
export function StylesTab({ chart, update }: { chart: Chart; update: Update }) {
  return (
    <div className="charts-panel">
      <Accordion
        defaultOpen={['chart']}
        sections={[
          { value: 'chart', title: 'Chart', content: <ChartStyle chart={chart} update={update} /> },
          { value: 'legend', title: 'Legend', content: <LegendStyle chart={chart} update={update} /> },
          { value: 'series', title: 'Series', content: <SeriesStyles chart={chart} update={update} /> },
          { value: 'titles', title: 'Chart/Axis Titles', content: <TitlesStyle chart={chart} update={update} /> },
        ]}
      />
    </div>
  );
}

function ChartStyle({ chart, update }: { chart: Chart; update: Update }) {
  // A chart without a font of its own is drawn in the sheet's default font.
  const defaultFont = useHost().workbook.settings.defaultFontFamily ?? DEFAULT_FONT_FAMILY;
  return (
    <div className="charts-panel">
      <ColorField label="Background color" value={chart.backgroundColor} onChange={(backgroundColor) => update({ backgroundColor })} />
      <ColorField label="Border color" value={chart.borderColor} onChange={(borderColor) => update({ borderColor })} />
      <Select label="Font" showLabel value={chart.fontFamily ?? defaultFont} options={FONT_FAMILIES.map((f) => ({ value: f, label: f, style: { fontFamily: `'${f}', var(--font-sans)` } }))} onChange={(fontFamily) => update({ fontFamily })} />
      {chart.type === 'pie' && (
        <Select label="Donut hole" showLabel value={String(chart.cutoutPercentage)}
          options={CUTOUT_PERCENTAGES.map((p) => ({ value: String(p), label: p === 0 ? 'None' : `${p}%` }))}
          onChange={(value) => update({ cutoutPercentage: Number(value) })} />
      )}
    </div>
  );
}

type LegendChoice = ChartLegend['position'] | 'hide';

function LegendStyle({ chart, update }: { chart: Chart; update: Update }) {
  const legend = chart.legend;
  const write = (fields: Partial<ChartLegend>) => update({ legend: { ...legend, ...fields } });
  const entries = legend.customLegend.entries;
  const writeEntries = (next: typeof entries) => write({ customLegend: { ...legend.customLegend, entries: next } });
  const labels: Record<LegendChoice, string> = { top: 'Top', left: 'Left', bottom: 'Bottom', right: 'Right', hide: 'Hide' };
  return (
    <div className="charts-panel">
      <Select<LegendChoice> label="Legend position" showLabel value={legend.hide ? 'hide' : legend.position}
        options={[...LEGEND_POSITIONS, 'hide' as const].map((p) => ({ value: p, label: labels[p] }))}
        onChange={(choice) => write(choice === 'hide' ? { hide: true } : { hide: false, position: choice })} />
      <Check label="Custom legend" checked={legend.customLegend.enabled} onChange={(enabled) => write({ customLegend: { ...legend.customLegend, enabled } })} />
      {legend.customLegend.enabled && (
        <>
          {entries.map((entry, i) => (
            <div className="chart-row" key={i}>
              <CommitField label={`Legend entry ${i + 1}`} value={entry.text} onCommit={(text) => writeEntries(entries.map((e, j) => (j === i ? { ...e, text } : e)))} />
              <ColorField label={`Legend entry ${i + 1} color`} value={entry.color} onChange={(color) => writeEntries(entries.map((e, j) => (j === i ? { ...e, color } : e)))} />
              <IconButton icon={Trash2} label={`Remove legend entry ${i + 1}`} onClick={() => writeEntries(entries.filter((_, j) => j !== i))} />
            </div>
          ))}
          <Button size="sm" icon={Plus} onClick={() => writeEntries([...entries, { text: `Entry ${entries.length + 1}`, color: seriesColor(entries.length) }])}>Add legend entry</Button>
        </>
      )}
    </div>
  );
}

type TitleKey = 'title' | 'horizontalAxis' | 'verticalAxis';
const TITLE_LABELS: Readonly<Record<TitleKey, string>> = { title: 'Chart title', horizontalAxis: 'Horizontal axis title', verticalAxis: 'Vertical axis title' };

function TitlesStyle({ chart, update }: { chart: Chart; update: Update }) {
  const [key, setKey] = useState<TitleKey>('title');
  const text = chart[key];
  const write = (fields: Partial<ChartText>) => update({ [key]: { ...text, ...fields } });
  const defaultSize = key === 'title' ? CHART_DEFAULTS.titleFontSize : CHART_DEFAULTS.fontSize;
  return (
    <div className="charts-panel">
      <Select<TitleKey> label="Title to edit" showLabel value={key} options={(Object.keys(TITLE_LABELS) as TitleKey[]).map((k) => ({ value: k, label: TITLE_LABELS[k] }))} onChange={setKey} />
      <CommitField label={`${TITLE_LABELS[key]} text`} value={text.text ?? ''} onCommit={(value) => write({ text: value })} />
      <CommitField label="Title font size" type="number" value={String(text.fontSize ?? defaultSize)} onCommit={(value) => write({ fontSize: Number(value) })} />
      <div className="chart-row">
        <Check label="Bold" checked={text.bold === true} onChange={(bold) => write({ bold })} />
        <Check label="Italic" checked={text.italic === true} onChange={(italic) => write({ italic })} />
      </div>
      <ColorField label="Title color" value={text.color ?? '#333333'} onChange={(color) => write({ color })} />
    </div>
  );
}
