import type { Workbook } from '../model/workbook.js';

function takenNames(workbook: Workbook, exceptSheetId?: string): Set<string> {
  const names = new Set<string>();
  for (const id of workbook.sheetIds) {
    if (id !== exceptSheetId) names.add(workbook.sheetsById[id].name.toLowerCase());
  }
  return names;
}

/** Sheet names compare case-insensitively ("sheet1" clashes with "Sheet1"). */
export function isSheetNameTaken(workbook: Workbook, name: string, exceptSheetId?: string): boolean {
  return takenNames(workbook, exceptSheetId).has(name.toLowerCase());
}

/** SPEC section 4: "Sheet N", N = count plus one, incremented until unused. */
export function nextSheetName(workbook: Workbook): string {
  const taken = takenNames(workbook);
  let n = workbook.sheetIds.length + 1;
  while (taken.has(`sheet${n}`)) n++;
  return `Sheet${n}`;
}

/** SPEC section 4: "Copy of {name}", then "Copy of {name} 1", 2... */
export function copySheetName(workbook: Workbook, name: string): string {
  const taken = takenNames(workbook);
  const base = `Copy of ${name}`;
  if (!taken.has(base.toLowerCase())) return base;
  let n = 1;
  while (taken.has(`${base} ${n}`.toLowerCase())) n++;
  return `${base} ${n}`;
}
