import { Table } from 'lucide-react';
import { useState } from 'react';
import { useHost, type EditorHost } from '../../../web/plugin-api/index.js';
import { IconButton } from '../../../web/ui/Button.js';
import { Popover } from '../../../web/ui/Popover.js';
import { Tooltip } from '../../../web/ui/Tooltip.js';
import { tableArea } from '../commands/format-as-table.js';
import { TABLE_THEMES, type NamedTableTheme } from '../tables/table-themes.js';

/** The preview's rows: the header, then bands from the first body row, as the command formats them. */
const PREVIEW_ROWS = ['header', 'band', 'plain', 'band'] as const;

/**
 * The toolbar's Table button (SPEC section 2 "table"): Excel's "Format as table", Sheets' "Convert to
 * table". A popup of table styles; choosing one formats the selection (a single cell: its data region)
 * with a header, bands and borders in one undo step, and turns the filter on over it when the sheet
 * has none, like both products do.
 */
export function TableMenu() {
  const context = useHost();
  const [open, setOpen] = useState(false);
  const choose = (theme: NamedTableTheme) => {
    setOpen(false);
    formatAsTable(context, theme);
  };
  return (
    <Popover label="Table styles" open={open} onOpenChange={setOpen} className="table-styles" trigger={<IconButton icon={Table} label="Format as table" />}>
      {TABLE_THEMES.map((theme) => (
        <Tooltip key={theme.id} content={`${theme.name} table style`}>
          <button type="button" className="table-style" aria-label={`${theme.name} table style`} onClick={() => choose(theme)}>
            <TablePreview theme={theme} />
          </button>
        </Tooltip>
      ))}
    </Popover>
  );
}

/**
 * Formats the selection as a table and, when the filters plugin is there and the sheet has no filter,
 * filters the same block: one batch, so one undo step. A refusal (an empty cell with no data around
 * it) shows in the alert dialog and nothing else runs.
 */
export function formatAsTable(context: EditorHost, theme: NamedTableTheme): void {
  const { kernel, sheet, area, run } = context;
  kernel.bus.batch(() => {
    const result = kernel.execute('workbook.format-as-table', { sheetId: sheet.id, area, theme });
    if (!result.ok) return void context.alert(result.error, result.title);
    // `sheet` is the state the command read, so this is the block it formatted.
    const target = tableArea(sheet, area);
    if (target && !sheet.filter && kernel.bus.has('filters.create')) void run('filters.create', { sheetId: sheet.id, area: target });
  });
}

/** A mini table in the theme's colours: what the style will look like. */
function TablePreview({ theme }: { theme: NamedTableTheme }) {
  const fill = { header: theme.header, band: theme.band, plain: '#ffffff' };
  return (
    <span className="table-preview" aria-hidden="true" style={{ borderColor: theme.border }}>
      {PREVIEW_ROWS.map((kind, index) => (
        <span key={index} className="table-preview-row" style={{ background: fill[kind], borderColor: theme.border }} />
      ))}
    </span>
  );
}
