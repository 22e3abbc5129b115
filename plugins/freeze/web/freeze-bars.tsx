import { COLUMN_HEADER_HEIGHT, ROW_HEADER_WIDTH, toSheetX, toSheetY, useHost, type CellOverlay, type GridHandle, type OverlayControl } from '../../../web/plugin-api/index.js';
import { frozenOf } from '../set-frozen.js';
import { FreezeBar, type FreezeAxis } from './FreezeBar.js';
import './freeze.css';

/** The two freeze bars over the grid's headers; none in shadow mode, where the template is not changed. */
export const freezeBars: CellOverlay = { id: 'freeze.bars', use: useFreezeBars };

function useFreezeBars({ geometry }: GridHandle): OverlayControl {
  const host = useHost();
  if (host.mode.shadow) return {};
  const frozen = frozenOf(host.sheet);
  const zoom = host.view.zoom;
  const freeze = (axis: FreezeAxis) => (count: number) => {
    void host.run('freeze.set', { sheetId: host.sheet.id, [axis]: count });
  };
  // Past the frozen area the grid is scrolled: the drop point is read as the grid reads a click there.
  const sheetOffset = (axis: FreezeAxis) => (position: number) => {
    const view = geometry.current?.view;
    const header = axis === 'rows' ? COLUMN_HEADER_HEIGHT : ROW_HEADER_WIDTH;
    if (!view) return position / zoom - header;
    return axis === 'rows' ? toSheetY(position, view) : toSheetX(position, view);
  };
  return {
    element: (
      <>
        <FreezeBar axis="rows" count={frozen.rows} layout={host.rows} zoom={zoom} toSheet={sheetOffset('rows')} onFreeze={freeze('rows')} />
        <FreezeBar axis="columns" count={frozen.columns} layout={host.columns} zoom={zoom} toSheet={sheetOffset('columns')} onFreeze={freeze('columns')} />
      </>
    ),
  };
}
