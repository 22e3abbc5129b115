import { useRef, useState } from 'react';
import { DEFAULT_BORDER_COLOR } from '../../../plugins/workbook/defaults.js';
import type { BorderFill, BorderStyle } from '../../../plugins/workbook/model/format.js';
import { useEditor } from '../editor-context.js';
import { ColorPalette } from './ColorPalette.js';
import { BORDER_FILL_LABELS, BORDER_STYLE_LABELS } from './format-options.js';
import { useDismiss, usePopup } from './popup.js';

const POPUP_WIDTH = 260;

/**
 * The toolbar's borders control (SPEC sections 2, 3 and 9): where (every border fill), how (every
 * style) and in which colour (the colour palette; default #000000, normal). The style and colour stay
 * chosen while the editor is open; choosing a fill applies them to the selection.
 */
export function BordersMenu() {
  const { sheet, area, run } = useEditor();
  const [style, setStyle] = useState<BorderStyle>('normal');
  const [color, setColor] = useState(DEFAULT_BORDER_COLOR);
  const { style: position, button, toggle, close } = usePopup(POPUP_WIDTH);
  const popup = useRef<HTMLDivElement>(null);
  useDismiss([button, popup], position !== null, close);
  const apply = (fill: BorderFill) => {
    close();
    void run('workbook.set-borders', { sheetId: sheet.id, area, fill, color, style });
  };
  return (
    <>
      <button ref={button} type="button" className="tool" aria-label="Borders" title="Borders" aria-haspopup="dialog" aria-expanded={position !== null} onClick={toggle}>
        ▦▾
      </button>
      {position && (
        <div ref={popup} className="toolbar-popup borders-popup" role="dialog" aria-label="Borders" style={position}>
          <div className="border-fills" role="group" aria-label="Border fill">
            {(Object.entries(BORDER_FILL_LABELS) as [BorderFill, string][]).map(([fill, label]) => (
              <button key={fill} type="button" onClick={() => apply(fill)}>
                {label}
              </button>
            ))}
          </div>
          <div className="border-styles" role="group" aria-label="Border style">
            {(Object.entries(BORDER_STYLE_LABELS) as [BorderStyle, string][]).map(([key, label]) => (
              <button key={key} type="button" aria-pressed={key === style} onClick={() => setStyle(key)}>
                {label}
              </button>
            ))}
          </div>
          <ColorPalette label="Border color" value={color} onPick={setColor} />
        </div>
      )}
    </>
  );
}
