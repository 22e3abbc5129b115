import { ChevronDown, Grid2x2 } from 'lucide-react';
import { useState } from 'react';
import { type BorderFill, type BorderStyle, DEFAULT_BORDER_COLOR } from '../../../plugins/workbook/index.js';
import { IconButton } from '../../ui/Button.js';
import { Popover } from '../../ui/Popover.js';
import { Tooltip } from '../../ui/Tooltip.js';
import { useEditor } from '../editor-context.js';
import { BorderIcon } from './BorderIcon.js';
import { ColorPalette } from '../../plugin-api/index.js';
import { BORDER_FILL_LABELS, BORDER_STYLE_LABELS } from './format-options.js';

/**
 * The toolbar's borders control (SPEC sections 2, 3 and 9): where (an icon per border fill), how (every
 * style) and in which colour (the colour palette; default #000000, normal). The style and colour stay
 * chosen while the editor is open; choosing a fill applies them to the selection.
 */
export function BordersMenu() {
  const { sheet, area, run } = useEditor();
  const [open, setOpen] = useState(false);
  const [style, setStyle] = useState<BorderStyle>('normal');
  const [color, setColor] = useState(DEFAULT_BORDER_COLOR);
  const apply = (fill: BorderFill) => {
    setOpen(false);
    void run('workbook.set-borders', { sheetId: sheet.id, area, fill, color, style });
  };
  return (
    <Popover label="Borders" open={open} onOpenChange={setOpen} className="borders-popup" trigger={<IconButton icon={Grid2x2} label="Borders" extra={<ChevronDown size={12} aria-hidden />} />}>
      <div className="border-fills" role="group" aria-label="Border fill">
        {(Object.entries(BORDER_FILL_LABELS) as [BorderFill, string][]).map(([fill, label]) => (
          <Tooltip key={fill} content={label}>
            <button type="button" className="ui-icon-button" aria-label={label} onClick={() => apply(fill)}>
              <BorderIcon fill={fill} />
            </button>
          </Tooltip>
        ))}
      </div>
      <div className="border-styles" role="group" aria-label="Border style">
        {(Object.entries(BORDER_STYLE_LABELS) as [BorderStyle, string][]).map(([key, label]) => (
          <Tooltip key={key} content={label}>
            <button type="button" className="ui-icon-button" aria-label={label} aria-pressed={key === style} onClick={() => setStyle(key)}>
              <BorderStyleSample style={key} />
            </button>
          </Tooltip>
        ))}
      </div>
      <ColorPalette label="Border color" value={color} onPick={setColor} />
    </Popover>
  );
}

const SAMPLE: Record<BorderStyle, { width: number; dash?: string }> = {
  normal: { width: 1 },
  wide: { width: 2 },
  wider: { width: 3 },
  dotted: { width: 1.5, dash: '1.5 2.5' },
  dashed: { width: 1.5, dash: '5 3' },
};

/** A line drawn in the style: what the border will look like. */
function BorderStyleSample({ style }: { style: BorderStyle }) {
  const { width, dash } = SAMPLE[style];
  return (
    <svg width="28" height="12" viewBox="0 0 28 12" aria-hidden="true">
      <line x1="2" y1="6" x2="26" y2="6" stroke="currentColor" strokeWidth={width} strokeDasharray={dash} />
    </svg>
  );
}
