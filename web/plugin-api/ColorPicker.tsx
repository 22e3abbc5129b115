import type { LucideIcon } from 'lucide-react';
import { memo, useState } from 'react';
import { IconButton } from '../ui/Button.js';
import { Popover } from '../ui/Popover.js';
import { ColorPalette } from './ColorPalette.js';

export interface ColorPickerProps {
  /** The button's accessible name and the palette's ('Text color', 'Fill color'). */
  readonly label: string;
  readonly value: string;
  onPick(color: string): void;
  /** The button's face, above a bar of the current colour. */
  readonly icon: LucideIcon;
}

/** A toolbar button opening a swatch grid; picking a colour applies it and closes it. Memoised: given a handler that keeps its identity, a toolbar's render at a move of the selection passes it by. */
export const ColorPicker = memo(function ColorPicker({ label, value, onPick, icon }: ColorPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      label={label}
      open={open}
      onOpenChange={setOpen}
      trigger={<IconButton icon={icon} label={label} className="color-tool" extra={<span className="color-bar" style={{ background: value }} />} />}
    >
      <ColorPalette
        label={label}
        value={value}
        onPick={(color) => {
          setOpen(false);
          onPick(color);
        }}
      />
    </Popover>
  );
});
