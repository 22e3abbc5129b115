import { Eye, EyeOff } from 'lucide-react';
import { IconButton } from '../../ui/Button.js';
import { useEditor } from '../editor-context.js';

/**
 * Reveal / conceal hidden cells (SPEC sections 2 and 4, Ctrl+H): turns the hiding functions
 * (HIDEROW, HIDECOL, HIDEROWANDCOL) off and on. Its name says what a press will do.
 */
export function HidingToggle() {
  const { hidingDisabled, setHidingDisabled, focusGrid } = useEditor();
  const label = hidingDisabled ? 'Conceal hidden cells' : 'Reveal hidden cells';
  return (
    <IconButton
      icon={hidingDisabled ? EyeOff : Eye}
      label={label}
      shortcut="Ctrl+H"
      pressed={hidingDisabled}
      onClick={() => {
        setHidingDisabled(!hidingDisabled);
        focusGrid();
      }}
    />
  );
}
