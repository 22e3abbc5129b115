import { useEditor } from '../editor-context.js';

/**
 * Reveal / conceal hidden cells (SPEC sections 2 and 4, Ctrl+H): turns the hiding functions
 * (HIDEROW, HIDECOL, HIDEROWANDCOL) off and on. Its name says what a press will do.
 */
export function HidingToggle() {
  const { hidingDisabled, setHidingDisabled, focusGrid } = useEditor();
  const label = hidingDisabled ? 'Conceal hidden cells' : 'Reveal hidden cells';
  return (
    <button
      type="button"
      className="tool"
      aria-label={label}
      title={`${label} (Ctrl+H)`}
      aria-pressed={hidingDisabled}
      onClick={() => {
        setHidingDisabled(!hidingDisabled);
        focusGrid();
      }}
    >
      ⦸
    </button>
  );
}
