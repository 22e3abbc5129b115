import type { EditorHost, WebPart } from '../../../web/plugin-api/index.js';
import { canSortRange, rangeSort, sheetSort, sortAs } from './sort-actions.js';
import { sortDialogOpen } from './sort-dialog-state.js';
import { sortOverlay } from './sort-overlay.js';

const sortWith = (request: (host: EditorHost) => Parameters<typeof sortAs>[1]) => (host: EditorHost) => void sortAs(host, request(host));

/** Sorting's web part: the Data menu's sheet and range sorts, and the Sort range dialog. */
export const sortWebPart: WebPart = {
  id: 'sort',
  commands: [
    { id: 'sort.sheet-ascending', run: sortWith((host) => sheetSort(host, false)) },
    { id: 'sort.sheet-descending', run: sortWith((host) => sheetSort(host, true)) },
    { id: 'sort.range-ascending', run: sortWith((host) => rangeSort(host, false)) },
    { id: 'sort.range-descending', run: sortWith((host) => rangeSort(host, true)) },
    { id: 'sort.open-dialog', run: () => sortDialogOpen.next(true) },
  ],
  menuItems: [
    { menu: 'Data', label: 'Sort sheet A to Z', command: 'sort.sheet-ascending', order: 10 },
    { menu: 'Data', label: 'Sort sheet Z to A', command: 'sort.sheet-descending', order: 11 },
    { menu: 'Data', label: 'Sort range A to Z', command: 'sort.range-ascending', order: 12, separatorBefore: true, isDisabled: (host) => !canSortRange(host) },
    { menu: 'Data', label: 'Sort range Z to A', command: 'sort.range-descending', order: 13, isDisabled: (host) => !canSortRange(host) },
    { menu: 'Data', label: 'Advanced range sorting options', command: 'sort.open-dialog', order: 14, isDisabled: (host) => !canSortRange(host) },
  ],
  cellOverlays: [sortOverlay],
};
