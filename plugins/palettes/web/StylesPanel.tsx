import { Eraser, Palette as PaletteIcon, Settings2 } from 'lucide-react';
import { useHost } from '../../../web/plugin-api/index.js';
import { Badge } from '../../../web/ui/Badge.js';
import { Button } from '../../../web/ui/Button.js';
import { EmptyState } from '../../../web/ui/EmptyState.js';
import { List } from '../../../web/ui/List.js';
import { readPalette, STYLE_TYPES, type Palette } from '../model.js';
import { useAccountPalettes } from './account-palettes.js';

/** The template's palettes first, then the account's and the library's it does not have yet. */
function listed(template: readonly Palette[], others: readonly Palette[]): Palette[] {
  const ids = new Set(template.map((palette) => palette.id));
  return [...template, ...others.filter((palette) => !ids.has(palette.id))];
}

/** What a palette sets, in words: 'Fill, Bold'. */
function summary(palette: Palette): string {
  return STYLE_TYPES.filter(({ type }) => palette.styles[type]).map(({ label }) => label).join(', ') || 'No styles';
}

/**
 * The Styles section (palettes): the selected cell's palette, and every palette the person can apply to
 * the selection (the template's, the account's, the library's), each with Apply; Clear style takes the
 * palette off the selection. Palettes are written on the account's Styles screens (/app/settings/styles).
 */
export function StylesPanel() {
  const { workbook, sheet, area, activeCell, run, mode } = useHost();
  const { palettes: available, loading } = useAccountPalettes();
  const template = Object.values(workbook.palettesById).flatMap((value) => readPalette(value) ?? []);
  // Applying an account palette again brings the template's copy up to date, so the account's version is offered.
  const fresh = new Map(available.map((palette) => [palette.id, palette]));
  const palettes = listed(template.map((palette) => fresh.get(palette.id) ?? palette), available);
  const current = activeCell?.format?.paletteId;
  const currentName = current === undefined ? undefined : (palettes.find((palette) => palette.id === current)?.name ?? current);
  const editable = !mode.shadow;
  return (
    <>
      <p className="muted" aria-live="polite">
        {currentName === undefined ? 'The selected cell has no style.' : `The selected cell has the style ${currentName}.`}
      </p>
      {editable && (
        <div className="sidebar-toolbar">
          <Button icon={Eraser} disabled={current === undefined} onClick={() => void run('palettes.clear', { sheetId: sheet.id, area })}>
            Clear style
          </Button>
          <Button icon={Settings2} onClick={() => window.open('/app/settings/styles', '_blank', 'noopener')}>
            Edit styles
          </Button>
        </div>
      )}
      <List
        label="Styles"
        items={palettes}
        itemKey={(palette) => palette.id}
        renderItem={(palette) => (
          <>
            <strong>{palette.name}</strong> {palette.fromLibrary && <Badge>Library</Badge>} {palette.id === current && <Badge tone="success">Selected cell</Badge>}
            <span className="range-text">{summary(palette)}</span>
          </>
        )}
        renderActions={
          editable
            ? (palette) => (
                <Button size="sm" aria-label={`Apply ${palette.name}`} onClick={() => void run('palettes.apply', { sheetId: sheet.id, area, palette })}>
                  Apply
                </Button>
              )
            : undefined
        }
        empty={<EmptyState icon={PaletteIcon} title={loading ? 'Loading...' : "You don't have any styles yet"} description="Styles are made on the Settings > Styles screen." />}
      />
    </>
  );
}
