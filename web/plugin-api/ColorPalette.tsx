import { useState } from 'react';
import { Button } from '../ui/Button.js';
import { SwatchGrid } from '../ui/SwatchGrid.js';
import { useHost } from './host.js';
import { PALETTE_COLORS } from './palette-colors.js';

export interface ColorPaletteProps {
  /** What the colour is for ('Border color'): names the group and its custom field. */
  readonly label: string;
  readonly value: string;
  onPick(color: string): void;
}

/**
 * The swatches of a colour picker (SPEC sections 2 and 9): the 30 default colours, the account's branding
 * colours (when it has any), the workbook's custom colours (newest first, at most 10), and a field to add a
 * custom colour, which joins that list.
 */
export function ColorPalette({ label, value, onPick }: ColorPaletteProps) {
  const { workbook, brandingColors, run } = useHost();
  const [custom, setCustom] = useState(value);
  const addCustom = async () => {
    if (await run('workbook.add-custom-color', { color: custom })) onPick(custom);
  };
  return (
    <SwatchGrid label={label} value={value} defaults={PALETTE_COLORS} branding={brandingColors} custom={workbook.customColors} onPick={onPick}>
      <div className="custom-color">
        <input type="color" aria-label={`${label}, custom`} value={custom} onChange={(event) => setCustom(event.target.value)} />
        <Button size="sm" onClick={() => void addCustom()}>
          Add custom color
        </Button>
      </div>
    </SwatchGrid>
  );
}
