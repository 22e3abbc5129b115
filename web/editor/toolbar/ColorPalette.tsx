import { useState } from 'react';
import { Button } from '../../ui/Button.js';
import { Tooltip } from '../../ui/Tooltip.js';
import { useEditor } from '../editor-context.js';
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
  const { workbook, brandingColors, run } = useEditor();
  const [custom, setCustom] = useState(value);
  const swatch = (color: string) => (
    <Tooltip key={color} content={color}>
      <button type="button" className="swatch" aria-label={color} aria-pressed={color.toLowerCase() === value.toLowerCase()} style={{ background: color }} onClick={() => onPick(color)} />
    </Tooltip>
  );
  const addCustom = async () => {
    if (await run('workbook.add-custom-color', { color: custom })) onPick(custom);
  };
  return (
    <div className="color-palette" role="group" aria-label={label}>
      <div className="swatches">{PALETTE_COLORS.map(swatch)}</div>
      {brandingColors.length > 0 && (
        <div className="swatches branding" role="group" aria-label="Branding colors">
          <span className="swatches-caption" aria-hidden="true">
            Branding
          </span>
          {/* The account may list a colour twice; one swatch each. */}
          {[...new Set(brandingColors.map((color) => color.toLowerCase()))].map(swatch)}
        </div>
      )}
      {workbook.customColors.length > 0 && (
        <div className="swatches custom" role="group" aria-label="Custom colors">
          {workbook.customColors.map(swatch)}
        </div>
      )}
      <div className="custom-color">
        <input type="color" aria-label={`${label}, custom`} value={custom} onChange={(event) => setCustom(event.target.value)} />
        <Button size="sm" onClick={() => void addCustom()}>
          Add custom color
        </Button>
      </div>
    </div>
  );
}
