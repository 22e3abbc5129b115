import { Palette as PaletteIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { paletteNameError, STYLE_TYPES, type PaletteStyles, type StyleType } from '../../plugins/palettes/index.js';
import { api, ApiError } from '../api/client.js';
import { Link } from '../router/Link.js';
import { navigate } from '../router/router.js';
import { useDialogs } from '../ui/dialogs.js';
import { Loading } from '../shell/Layout.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { useLoad } from '../shell/use-load.js';
import { Badge } from '../ui/Badge.js';
import { Button, IconButton } from '../ui/Button.js';
import { Popover } from '../ui/Popover.js';
import { SwatchGrid } from '../ui/SwatchGrid.js';
import { PALETTE_COLORS } from '../plugin-api/palette-colors.js';
import { TextField } from '../ui/Input.js';
import { loadPalettes, palettePath, savePalette, type AccountPalette } from './palettes-api.js';
import { customStyleColors, plainColor } from './style-colors.js';

type Status = 'idle' | 'saving' | 'saved' | 'error';
const STATUS_TEXT: Record<Status, string> = { idle: '', saving: 'Saving...', saved: 'Saved', error: 'Save failed' };

const HINTS: Record<(typeof STYLE_TYPES)[number]['kind'], string> = {
  color: 'A hex colour of 3 or 6 digits, or a formula giving one: IF(Sheet1!A1>10,"#c5221f","#188038").',
  text: 'A font name, or a formula giving one.',
  size: 'A size in points, or a formula giving one.',
  flag: 'TRUE or FALSE, or a formula giving one: Sheet1!A1>10.',
};

/** /app/settings/styles/{paletteId}: one style (palette), found among the account's and the library's. */
export function StylePage({ id }: { id: string }) {
  const load = useCallback(async () => {
    const { account, library, brandingColors } = await loadPalettes();
    const palette = [...account, ...library].find((candidate) => candidate.id === id) ?? null;
    return palette && { palette, colors: { branding: brandingColors, custom: customStyleColors(account, [...PALETTE_COLORS, ...brandingColors]) } };
  }, [id]);
  const { loaded } = useLoad(load);
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailed what="this style" error={loaded.error} />;
  if (loaded.data === null) {
    return (
      <section className="style-form">
        <Link href="/app/settings/styles">{'< Back to all'}</Link>
        <p>This style does not exist (it may have been deleted).</p>
      </section>
    );
  }
  return <StyleForm key={loaded.data.palette.id} palette={loaded.data.palette} colors={loaded.data.colors} />;
}

/** Text as typed per style type; an empty field means the style is not set. */
type Formulas = Partial<Record<StyleType, string>>;

function formulasOf(styles: PaletteStyles): Formulas {
  return Object.fromEntries(STYLE_TYPES.flatMap(({ type }) => (styles[type] ? [[type, styles[type]!.formula]] : [])));
}

function stylesOf(formulas: Formulas): PaletteStyles {
  return Object.fromEntries(STYLE_TYPES.flatMap(({ type }) => (formulas[type]?.trim() ? [[type, { formula: formulas[type]!.trim() }]] : [])));
}

/**
 * A style's name and one formula per style type (text colour, fill, border colour, font, size, bold...).
 * The name is required ('Name is required'); library styles are shown read-only.
 */
function StyleForm({ palette, colors }: { palette: AccountPalette; colors: SwatchColors }) {
  const dialogs = useDialogs();
  const [name, setName] = useState(palette.name);
  const [formulas, setFormulas] = useState<Formulas>(formulasOf(palette.styles));
  const [updatedAt, setUpdatedAt] = useState(palette.updatedAt);
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<string>();
  const readOnly = palette.fromLibrary === true;
  const nameError = readOnly ? undefined : paletteNameError(name);
  const edited = (change: () => void) => {
    change();
    if (status !== 'saving') setStatus('idle');
  };
  const save = async () => {
    if (nameError || readOnly) return;
    setStatus('saving');
    setFailure(undefined);
    try {
      const saved = await savePalette(palette.id, { name: name.trim(), styles: stylesOf(formulas), updatedAt });
      setUpdatedAt(saved.updatedAt);
      setStatus('saved');
    } catch (error) {
      setStatus('error');
      setFailure(error instanceof ApiError ? error.message : String(error));
    }
  };
  const remove = async () => {
    if (!(await dialogs.confirm({ message: `Are you sure you want to delete ${palette.name}?`, acceptText: 'Delete', negative: true }))) return;
    try {
      await api.delete(palettePath(palette.id));
      navigate('/app/settings/styles');
    } catch (error) {
      await dialogs.alert({ message: `${palette.name} could not be deleted: ${(error as Error).message}` });
    }
  };
  return (
    <section aria-labelledby="style-title" className="style-form">
      <Link href="/app/settings/styles">{'< Back to all'}</Link>
      <header className="page-header">
        <h1 id="style-title">
          {palette.name} {readOnly && <Badge>Library</Badge>}
        </h1>
        <span className="save-status" role="status" aria-live="polite" title={failure}>
          {STATUS_TEXT[status]}
        </span>
      </header>
      {readOnly && <p>Library styles are read-only.</p>}
      <TextField label="Name" value={name} maxLength={250} readOnly={readOnly} error={nameError} onChange={(event) => edited(() => setName(event.target.value))} />
      {STYLE_TYPES.map(({ type, label, kind }) => {
        const field = (
          <TextField
            key={type}
            label={label}
            className="style-formula"
            value={formulas[type] ?? ''}
            readOnly={readOnly}
            spellCheck={false}
            placeholder="Not set"
            hint={HINTS[kind]}
            onChange={(event) => edited(() => setFormulas((current) => ({ ...current, [type]: event.target.value })))}
          />
        );
        if (kind !== 'color' || readOnly) return field;
        return (
          <div key={type} className="style-color-field">
            {field}
            <ColorSwatches label={label} formula={formulas[type]} colors={colors} onPick={(color) => edited(() => setFormulas((current) => ({ ...current, [type]: `"${color}"` })))} />
          </div>
        );
      })}
      {failure && <p className="form-error">{failure}</p>}
      {!readOnly && (
        <div className="style-actions">
          <Button variant="danger" onClick={() => void remove()}>
            Delete
          </Button>
          <Button variant="primary" disabled={nameError !== undefined || status === 'saving'} onClick={() => void save()}>
            Save
          </Button>
        </div>
      )}
    </section>
  );
}

interface SwatchColors {
  readonly branding: readonly string[];
  readonly custom: readonly string[];
}

/** A colour style's swatches: picking one sets the formula to that colour. */
function ColorSwatches({ label, formula, colors, onPick }: { label: string; formula: string | undefined; colors: SwatchColors; onPick(color: string): void }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover label={`${label} swatches`} open={open} onOpenChange={setOpen} trigger={<IconButton icon={PaletteIcon} label={`${label} swatches`} />}>
      <SwatchGrid
        label={label}
        value={plainColor(formula) ?? ''}
        defaults={PALETTE_COLORS}
        branding={colors.branding}
        custom={colors.custom}
        onPick={(color) => {
          setOpen(false);
          onPick(color);
        }}
      />
    </Popover>
  );
}
