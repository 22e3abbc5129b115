import { useEffect, useSyncExternalStore } from 'react';
import type { CellOverlay, OverlayControl } from '../../../web/plugin-api/index.js';
import { TableDialog } from './TableDialog.js';
import { openTableId } from './table-session.js';

function subscribe(onChange: () => void): () => void {
  const subscription = openTableId.subscribe(onChange);
  return () => subscription.unsubscribe();
}

function useTableDialog(): OverlayControl {
  const id = useSyncExternalStore(subscribe, () => openTableId.value);
  // The dialog belongs to this editor: it does not outlive it.
  useEffect(() => () => openTableId.next(null), []);
  return id ? { element: <TableDialog key={id} tableId={id} onClose={() => openTableId.next(null)} /> } : {};
}

/** The table settings dialog over the editor while it is open. */
export const tableOverlay: CellOverlay = { id: 'tables.dialog', use: useTableDialog };
