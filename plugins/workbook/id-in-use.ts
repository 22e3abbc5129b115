import type { Workbook } from './model/index.js';

/**
 * Whether a workbook already holds an entity with this id: a sheet, a row or column of any sheet, or an
 * entry of any other `...ById` collection (named ranges, charts, tables...), at the workbook's level or a
 * sheet's. A command run with ids another copy drew (co-editing's scripted ids) must not reuse one.
 */
export function idInUse(workbook: Workbook, id: string): boolean {
  if (holdsInById(workbook, id)) return true;
  return workbook.sheetIds.some((sheetId) => {
    const sheet = workbook.sheetsById[sheetId];
    return sheet !== undefined && holdsInById(sheet, id);
  });
}

function holdsInById(owner: object, id: string): boolean {
  for (const [key, collection] of Object.entries(owner)) {
    if (key.endsWith('ById') && typeof collection === 'object' && collection !== null && Object.hasOwn(collection, id)) return true;
  }
  return false;
}
