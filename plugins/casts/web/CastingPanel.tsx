import { Cast as CastIcon, ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatRange, parseRangeText } from '../../names/index.js';
import type { Workbook } from '../../workbook/model/index.js';
import { RangeInput, selectionRangeText, useHost } from '../../../web/plugin-api/index.js';
import { Button, IconButton } from '../../../web/ui/Button.js';
import { Checkbox } from '../../../web/ui/Checkbox.js';
import { EmptyState } from '../../../web/ui/EmptyState.js';
import { TextField } from '../../../web/ui/Input.js';
import { List } from '../../../web/ui/List.js';
import { Select } from '../../../web/ui/Select.js';
import { defaultCastName, recommendedCastNameError } from '../commands.js';
import type { RecommendedCast } from '../model.js';
import { readRecommendedCast } from '../recommended.js';
import { NewCastButton } from './NewCastButton.js';
import { ShadowCasts } from './ShadowCasts.js';

/** SPEC section 9: the default cast is listed with this suffix. */
export const DEFAULT_SUFFIX = ' (default)';

/** The form's "Cast" choice: the range, or one of the template's charts by id. */
const RANGE = 'range';

interface CastForm {
  readonly previousName?: string;
  readonly name: string;
  readonly shows: string;
  readonly range: string;
  readonly isDefault: boolean;
}

interface ChartChoice {
  readonly id: string;
  readonly name: string;
}

function chartsOf(workbook: Workbook): ChartChoice[] {
  return workbook.sheetIds.flatMap((sheetId) =>
    Object.entries(workbook.sheetsById[sheetId]?.chartsById ?? {}).map(([id, chart]) => ({ id, name: String((chart as { name?: unknown }).name ?? id) })),
  );
}

function recommendedCasts(workbook: Workbook): RecommendedCast[] {
  return Object.entries(workbook.recommendedCastsByName).map(([name, value]) => readRecommendedCast(name, value));
}

/** What a listed cast shows, as its row says it: a chart's name or a range; 'Invalid range' when gone. */
function castDescription(workbook: Workbook, cast: RecommendedCast, charts: readonly ChartChoice[]): string {
  if (cast.chartId && cast.castChart !== false) return charts.find((chart) => chart.id === cast.chartId)?.name ?? 'Invalid chart';
  if (cast.fromCellId) return formatRange(workbook, { sheetId: cast.sheetId, fromCellId: cast.fromCellId, toCellId: cast.toCellId ?? cast.fromCellId }) ?? 'Invalid range';
  return workbook.sheetsById[cast.sheetId]?.name ?? 'Invalid range';
}

/**
 * The Casting section (SPEC section 2): New cast (a cast of a grid, opened in the cast editor); the
 * template's suggested (recommended) casts, the default one marked ' (default)', added, edited and deleted
 * by the author (in shadow mode each opens in the viewer); and on the shadow page, the grid's own casts.
 */
export function CastingPanel() {
  const host = useHost();
  const { workbook, sheet, area, run, mode, shadow } = host;
  const [form, setForm] = useState<CastForm | null>(null);
  const editable = !mode.shadow;
  const charts = chartsOf(workbook);
  if (form) return <CastFormView initial={form} charts={charts} onClose={() => setForm(null)} />;
  const edit = (cast: RecommendedCast) =>
    setForm({
      previousName: cast.name,
      name: cast.name,
      shows: cast.chartId && cast.castChart !== false ? cast.chartId : RANGE,
      range: cast.fromCellId ? (formatRange(workbook, { sheetId: cast.sheetId, fromCellId: cast.fromCellId, toCellId: cast.toCellId ?? cast.fromCellId }) ?? '') : '',
      isDefault: cast.isDefault === true,
    });
  return (
    <>
      <div className="sidebar-toolbar">
        <NewCastButton />
        {editable && (
          <Button icon={Plus} onClick={() => setForm({ name: defaultCastName(workbook), shows: RANGE, range: selectionRangeText(sheet, area), isDefault: false })}>
            Add a cast
          </Button>
        )}
      </div>
      {shadow && <h3 className="casting-subtitle">Suggested casts</h3>}
      <List
        label="Suggested casts"
        items={recommendedCasts(workbook)}
        itemKey={(cast) => cast.name}
        renderItem={(cast) => (
          <>
            <strong>{cast.isDefault ? `${cast.name}${DEFAULT_SUFFIX}` : cast.name}</strong>
            <span className="range-text">{castDescription(workbook, cast, charts)}</span>
          </>
        )}
        renderActions={(cast) => (
          <>
            {shadow && (
              <IconButton icon={ExternalLink} size="sm" label={`View ${cast.name}`} onClick={() => window.open(`/app/shadows/${encodeURIComponent(shadow.token)}/cast?recommendedCast=${encodeURIComponent(cast.name)}`, '_blank', 'noopener')} />
            )}
            {editable && (
              <>
                <IconButton icon={Pencil} size="sm" label={`Edit ${cast.name}`} onClick={() => edit(cast)} />
                <IconButton icon={Trash2} size="sm" label={`Delete ${cast.name}`} onClick={() => void run('casts.delete-recommended', { name: cast.name })} />
              </>
            )}
          </>
        )}
        empty={<EmptyState icon={CastIcon} title="No suggested casts yet." description={editable ? 'A cast shows a range or a chart of this template in another page or a PDF.' : undefined} />}
      />
      {shadow && <ShadowCasts workbook={workbook} shadowToken={shadow.token} />}
    </>
  );
}

/** Adds or edits one recommended cast: a name, a range or a chart, and whether it is the default. */
function CastFormView({ initial, charts, onClose }: { readonly initial: CastForm; readonly charts: readonly ChartChoice[]; onClose(): void }) {
  const host = useHost();
  const { workbook } = host;
  const [form, setForm] = useState(initial);
  const [sync, setSync] = useState(initial.previousName === undefined);
  const nameProblem = recommendedCastNameError(workbook, form.name, form.previousName);
  const parsed = form.shows === RANGE ? parseRangeText(form.range, workbook) : undefined;
  const rangeProblem = parsed && !parsed.ok ? parsed.error : undefined;
  const invalid = nameProblem !== undefined || rangeProblem !== undefined;
  const save = async () => {
    const shows = form.shows === RANGE ? { range: form.range } : { chartId: form.shows };
    if (await host.run('casts.set-recommended', { previousName: form.previousName, name: form.name, isDefault: form.isDefault, ...shows })) onClose();
  };
  const options = [{ value: RANGE, label: 'A range' }, ...charts.map((chart) => ({ value: chart.id, label: `Chart: ${chart.name}` }))];
  return (
    <form
      className="sidebar-form"
      aria-label={initial.previousName === undefined ? 'New cast' : `Edit ${initial.previousName}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) void save();
      }}
    >
      <TextField label="Name" value={form.name} error={nameProblem} onChange={(event) => setForm({ ...form, name: event.target.value })} />
      <Select label="Cast" showLabel value={form.shows} options={options} onChange={(shows) => setForm({ ...form, shows })} />
      {form.shows === RANGE && (
        <RangeInput label="Range" value={form.range} error={rangeProblem} sync={sync} onSyncChange={setSync} onChange={(range) => setForm((current) => ({ ...current, range }))} />
      )}
      <Checkbox label="Default cast" checked={form.isDefault} onCheckedChange={(isDefault) => setForm({ ...form, isDefault })} />
      <div className="sidebar-actions">
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={invalid}>
          Save
        </Button>
      </div>
    </form>
  );
}
