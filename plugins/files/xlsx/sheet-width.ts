import type ExcelJS from 'exceljs';

/**
 * How many columns a worksheet's cells reach, counting rows that hold no value. ExcelJS's `columnCount`
 * counts only rows with values, so a row of formatted empty cells wider than every row of values (a
 * coloured band across the sheet) put cells past the sheet's last column, under no column id: such an
 * import wrote `undefined` keys into the template file, which could then not be read back.
 */
export function usedColumnCount(ws: ExcelJS.Worksheet): number {
  let widest = 0;
  for (let rowNumber = 1; rowNumber <= ws.rowCount; rowNumber++) {
    const cells = ws.findRow(rowNumber)?.cellCount ?? 0;
    if (cells > widest) widest = cells;
  }
  return widest;
}
