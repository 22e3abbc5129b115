import { useEffect } from 'react';
import { useSubject, type CellOverlay, type OverlayControl } from '../../../web/plugin-api/index.js';
import { TableDialog } from './TableDialog.js';
import { openTableId } from './table-session.js';


function useTableDialog(): OverlayControl {
  const id = useSubject(openTableId);
  // The dialog belongs to this editor: it does not outlive it.
  useEffect(() => () => openTableId.next(null), []);
  return id ? { element: <TableDialog key={id} tableId={id} onClose={() => openTableId.next(null)} /> } : {};
}

/** The table settings dialog over the editor while it is open. */
export const tableOverlay: CellOverlay = { id: 'tables.dialog', use: useTableDialog };
