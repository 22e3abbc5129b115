import { useEffect, useState } from 'react';
import { castOfChoice, choiceOfCast, rangeTextError, type CastChoice, type CastSheet } from '../../plugins/casts/choice.js';
import type { CastLayout } from '../../plugins/casts/index.js';
import type { SelectedCast } from '../../plugins/casts/sizing.js';
import { CastPageView } from '../../plugins/casts/web/CastPageView.js';
import { pageGeometry } from '../../plugins/casts/web/page-geometry.js';
import { Button } from '../ui/Button.js';
import { TextField } from '../ui/Input.js';
import { RadioGroup } from '../ui/RadioGroup.js';
import { Select } from '../ui/Select.js';
import { castRequest, CastLoadError, loadLayout, saveSelectedCast } from './cast-api.js';

interface EditorProps {
  readonly shadowToken: string;
  readonly castToken: string;
  /** The page's query: a viewport, passed on to the preview and the resizer. */
  readonly search: string;
}

interface ShadowView {
  readonly sheetIds: readonly string[];
  readonly sheetsById: Readonly<Record<string, { name: string; hidden?: boolean; rowIds: string[]; columnIds: string[]; chartsById?: Record<string, { name?: string }> }>>;
  readonly recommendedCastsByName: Readonly<Record<string, { isDefault?: boolean }>>;
  readonly castsByToken: Readonly<Record<string, SelectedCast>>;
}

interface Loaded {
  readonly sheets: readonly CastSheet[];
  readonly suggestions: readonly { readonly value: string; readonly label: string }[];
}

type Kind = CastChoice['kind'];
const KINDS: readonly { value: Kind; label: string }[] = [
  { value: 'sheet', label: 'Sheet' },
  { value: 'range', label: 'Range' },
  { value: 'chart', label: 'Chart' },
  { value: 'suggestion', label: 'Suggested cast' },
];

function readShadow(view: ShadowView): Loaded {
  const sheets = view.sheetIds.flatMap((id): CastSheet[] => {
    const sheet = view.sheetsById[id];
    if (!sheet || sheet.hidden) return [];
    const charts = Object.entries(sheet.chartsById ?? {}).map(([chartId, chart]) => ({ id: chartId, name: chart.name ?? chartId }));
    return [{ id, name: sheet.name, rowIds: sheet.rowIds, columnIds: sheet.columnIds, charts }];
  });
  const suggestions = Object.entries(view.recommendedCastsByName).map(([name, cast]) => ({ value: name, label: cast.isDefault ? `${name} (default)` : name }));
  return { sheets, suggestions };
}

/**
 * The cast editor (SPEC section 2): what a shadow's cast shows (a sheet, a range of it, a chart, or a
 * suggested cast), saved through PUT /api/shadows/{token}/casts/{castId} and previewed as the viewer
 * draws it. The template is read-only here: casting chooses what to show, never edits it.
 */
export function CastEditor({ shadowToken, castToken, search }: EditorProps) {
  const viewport = new URLSearchParams(search).get('viewport') ?? undefined;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [cast, setCast] = useState<SelectedCast>({});
  const [choice, setChoice] = useState<CastChoice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  const [preview, setPreview] = useState<CastLayout | string | null>(null);
  const previewUrl = `/api/casts/${encodeURIComponent(castToken)}/page${viewport ? `?viewport=${encodeURIComponent(viewport)}` : ''}`;

  const showPreview = () => previewOf(previewUrl).then(setPreview);

  useEffect(() => {
    castRequest<ShadowView>('GET', `/api/shadows/${encodeURIComponent(shadowToken)}`).then((view) => {
      const read = readShadow(view);
      const stored = view.castsByToken[castToken];
      setLoaded(read);
      setCast(stored ?? {});
      setChoice(choiceOfCast(stored, read.sheets));
      if (stored) void previewOf(previewUrl).then(setPreview);
    }, (error: unknown) => setFailure(error instanceof CastLoadError ? error.message : String(error)));
  }, [shadowToken, castToken, previewUrl]);

  if (failure) return <p className="cast-note cast-note-error" role="alert">{failure}</p>;
  if (!loaded || !choice) return <p className="cast-loading">Loading...</p>;
  const { sheets, suggestions } = loaded;
  const sheetOf = (id: string) => sheets.find((sheet) => sheet.id === id);
  const sheetId = 'sheetId' in choice ? choice.sheetId : (sheets[0]?.id ?? '');
  const charts = sheetOf(sheetId)?.charts ?? [];
  const problem = problemOf(choice, sheetOf(sheetId), suggestions.length);

  const choose = (kind: Kind) => {
    if (kind === 'sheet') setChoice({ kind, sheetId });
    if (kind === 'range') setChoice({ kind, sheetId, text: '' });
    if (kind === 'chart') setChoice({ kind, sheetId, chartId: charts[0]?.id ?? '' });
    if (kind === 'suggestion') setChoice({ kind, name: suggestions[0]?.value ?? '' });
  };
  const onSheet = (id: string) => {
    if (choice.kind === 'range') setChoice({ ...choice, sheetId: id });
    else if (choice.kind === 'chart') setChoice({ kind: 'chart', sheetId: id, chartId: sheetOf(id)?.charts[0]?.id ?? '' });
    else setChoice({ kind: 'sheet', sheetId: id });
  };
  const save = async () => {
    const next = castOfChoice(choice, sheets, cast);
    setStatus('saving');
    try {
      await saveSelectedCast(shadowToken, castToken, next);
      setCast(next);
      setStatus('saved');
      await showPreview();
    } catch {
      setStatus('error');
    }
  };

  return (
    <main className="cast-editor">
      <h1 className="cast-editor-title">Cast editor</h1>
      <form
        className="cast-editor-form"
        aria-label="What the cast shows"
        onSubmit={(event) => {
          event.preventDefault();
          if (!problem) void save();
        }}
      >
        <RadioGroup label="Cast" value={choice.kind} options={KINDS} onChange={choose} />
        {choice.kind !== 'suggestion' && <Select label="Sheet" showLabel value={sheetId} options={sheets.map((sheet) => ({ value: sheet.id, label: sheet.name }))} onChange={onSheet} />}
        {choice.kind === 'range' && <TextField label="Range" placeholder="A1:C9" value={choice.text} error={problem} onChange={(event) => setChoice({ ...choice, text: event.target.value })} />}
        {choice.kind === 'chart' && charts.length > 0 && <Select label="Chart" showLabel value={choice.chartId} options={charts.map((chart) => ({ value: chart.id, label: chart.name }))} onChange={(chartId) => setChoice({ ...choice, chartId })} />}
        {choice.kind === 'suggestion' && suggestions.length > 0 && <Select label="Suggested cast" showLabel value={choice.name} options={suggestions} onChange={(name) => setChoice({ kind: 'suggestion', name })} />}
        {problem && choice.kind !== 'range' && <p className="ui-error" role="alert">{problem}</p>}
        <div className="cast-editor-actions">
          <Button type="submit" variant="primary" disabled={problem !== undefined || status === 'saving'}>
            Save
          </Button>
          {viewport && <a href={`/app/shadows/${encodeURIComponent(shadowToken)}/casts/${encodeURIComponent(castToken)}/resize?viewport=${encodeURIComponent(viewport)}`}>Resize</a>}
          <span className="cast-save-status" role="status" aria-label="Save status">
            {{ idle: '', saving: 'Saving...', saved: 'Saved', error: 'Save Failed' }[status]}
          </span>
        </div>
      </form>
      <section className="cast-editor-preview" aria-label="Preview">
        {typeof preview === 'string' && <p className="cast-note cast-note-error" role="alert">{preview}</p>}
        {preview && typeof preview !== 'string' && <CastPageView geometry={pageGeometry(preview)} chart={preview.chart} label={preview.chart ? String(preview.chart.chart.name ?? 'Chart') : preview.sheet.name} />}
      </section>
    </main>
  );
}

/** The saved cast as the viewer lays it out, or why it cannot be. */
function previewOf(url: string): Promise<CastLayout | string> {
  return loadLayout(url).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
}

function problemOf(choice: CastChoice, sheet: CastSheet | undefined, suggestionCount: number): string | undefined {
  if (choice.kind === 'range') return rangeTextError(sheet, choice.text);
  if (choice.kind === 'chart' && !choice.chartId) return 'This sheet has no charts.';
  if (choice.kind === 'suggestion' && !choice.name) return 'This template has no suggested casts.';
  return undefined;
}
