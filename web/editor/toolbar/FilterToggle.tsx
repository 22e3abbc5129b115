import { useEditor } from '../editor-context.js';

/**
 * The toolbar's filter (SPEC section 2): "Create a filter" on the selection (a single cell grows to its
 * data block), or "Remove filter" when the sheet has one. Its name says what a press will do.
 */
export function FilterToggle() {
  const { sheet, area, run, focusGrid } = useEditor();
  const on = sheet.filter !== undefined;
  const label = on ? 'Remove filter' : 'Create a filter';
  return (
    <button
      type="button"
      className="tool filter"
      aria-label={label}
      title={`${label} (Ctrl+Shift+L)`}
      aria-pressed={on}
      data-command={on ? 'filters.remove' : 'filters.create'}
      onClick={() => {
        void run(on ? 'filters.remove' : 'filters.create', on ? { sheetId: sheet.id } : { sheetId: sheet.id, area });
        focusGrid();
      }}
    >
      <FilterIcon />
    </button>
  );
}

/** A funnel (no dependable text glyph for it). */
function FilterIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" fill="currentColor">
      <path d="M1.5 2h11L8.3 7.2V12l-2.6-1.3V7.2z" />
    </svg>
  );
}
