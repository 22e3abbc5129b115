import type { DocumentSlot } from '../../kernel/index.js';

/**
 * The parts of the document the workbook plugin owns (kernel/document-slots.ts). A sheet's parts travel
 * with the sheet, so a shadow's copy of the sheets holds them. Hidden rows affect values (SUBTOTAL leaves
 * them out); column widths, a sheet's being hidden and the colours a user picked do not.
 */
export const workbookSlots: readonly DocumentSlot[] = [
  { path: 'name', affectsValues: false, editableInShadows: false },
  { path: 'sheetIds', affectsValues: true, editableInShadows: true },
  { path: 'sheetsById', affectsValues: true, editableInShadows: true },
  { path: 'sheetsById.*.id', affectsValues: true, editableInShadows: true },
  { path: 'sheetsById.*.name', affectsValues: true, editableInShadows: true },
  { path: 'sheetsById.*.hidden', affectsValues: false, editableInShadows: true },
  { path: 'sheetsById.*.rowIds', affectsValues: true, editableInShadows: true },
  { path: 'sheetsById.*.rowsById', affectsValues: true, editableInShadows: true },
  { path: 'sheetsById.*.columnIds', affectsValues: true, editableInShadows: true },
  { path: 'sheetsById.*.columnsById', affectsValues: false, editableInShadows: true },
  { path: 'sheetsById.*.cells', affectsValues: true, editableInShadows: true },
  { path: 'settings', affectsValues: false, editableInShadows: false },
  { path: 'settings.calculation', affectsValues: true, editableInShadows: false },
  { path: 'settings.dateSystem', affectsValues: true, editableInShadows: false },
  { path: 'customColors', affectsValues: false, editableInShadows: false },
];
