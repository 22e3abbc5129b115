import { ZoomIn } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useStableHandlers } from '../../ui/use-stable-handlers.js';
import { ZOOM_LEVELS } from '../../../plugins/workbook/index.js';
import { useEditor } from '../editor-context.js';
import { DropDown } from './DropDown.js';
import { parseZoom, zoomText } from './zoom-text.js';

/** The toolbar's zoom (SPEC sections 2 and 9): a box for a typed percentage and a menu of the levels 50–200 %. */
export function ZoomControl() {
  const { kernel, view, focusGrid } = useEditor();
  const [text, setText] = useState(zoomText(view.zoom));
  // The box follows the zoom whoever changed it; what the user is typing is replaced only then.
  useEffect(() => setText(zoomText(view.zoom)), [view.zoom]);
  const apply = (zoom: number) => {
    kernel.view.run('view.set-zoom', { zoom });
    setText(zoomText(zoom));
  };
  const levels = useStableHandlers({ apply });
  const items = useMemo(() => ZOOM_LEVELS.map((zoom) => ({ label: zoomText(zoom), checked: zoom === view.zoom, command: 'view.set-zoom', run: () => levels.apply(zoom) })), [view.zoom, levels]);
  const commit = () => {
    const zoom = parseZoom(text);
    if (zoom === undefined) setText(zoomText(view.zoom));
    else apply(zoom);
  };
  return (
    <span className="zoom">
      <input
        aria-label="Zoom"
        className="zoom-text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            commit();
            focusGrid();
          } else if (event.key === 'Escape') {
            setText(zoomText(view.zoom));
            focusGrid();
          }
        }}
      />
      <DropDown label="Zoom levels" icon={ZoomIn} items={items} />
    </span>
  );
}
