import type { DateSystem } from '../dates.js';
import type { Sheet } from './sheet.js';
import type { Table } from './table.js';

/** A named range (SPEC section 3); the names plugin validates and edits them. */
export interface NamedRange {
  readonly id: string;
  readonly name: string;
  readonly sheetId: string;
  readonly fromCellId: string;
  readonly toCellId?: string;
  readonly output?: boolean;
  readonly outputName?: string;
  /** Column id to output key, for multi-column outputs. */
  readonly columnOutputs?: Readonly<Record<string, string>>;
  /** Set when its sheet or cells were deleted. */
  readonly invalid?: boolean;
  /**
   * A named formula (an Excel defined name that is no range: `0.2`, `SUM(Data!$B:$B)`, `LAMBDA(x, x*2)`),
   * without its '='. The name then stands for the formula, computed where it is used (references
   * without `$` are offsets from the using cell, as from A1). Its range fields stay (the sheet it was
   * defined on and that sheet's first cell) so that readers of ranges keep their types, but it is no
   * range: resolveNamedRange gives none, and it is never an output.
   */
  readonly formula?: string;
}

export interface UserFunction {
  readonly name: string;
  readonly text: string;
}

/** A named sample input with the outputs it should produce. */
export interface TestShadow {
  readonly id: number;
  readonly name: string;
  readonly input: unknown;
  readonly inputText?: string;
  readonly expectedOutputs?: unknown;
}

export interface WorkbookSettings {
  readonly defaultFontFamily?: string;
  readonly hidingFunctionsDisabled?: boolean;
  /**
   * How date serial numbers count days (plugins/workbook/dates.ts): absent is the 1900 system; 1904 is
   * kept from an Excel workbook saved with it (serial 0 is 1904-01-01) and written back on export.
   */
  readonly dateSystem?: DateSystem;
  /** How formulas compute where Excel's rules differ from ours: kept from a book imported from Excel. */
  readonly calculation?: CalculationSettings;
}

/**
 * A book from Excel computes by Excel's rules. `excel`: a formula on a circular reference keeps its last
 * value (the one the file cached, at first) instead of #REF!, and a formula that cannot be read or
 * computed gives an error Excel knows (#NAME?, #VALUE!) instead of #ERROR!. `iterate` (Excel's "Enable
 * iterative calculation", the file's calcPr): formulas on circular references are computed again up to
 * `maxIterations` times (Excel's default 100) until no value changes by `maxChange` (0.001) or more.
 */
export interface CalculationSettings {
  readonly excel?: boolean;
  readonly iterate?: boolean;
  readonly maxIterations?: number;
  readonly maxChange?: number;
}

/** The date system of a workbook: its setting, or Excel's default 1900 system. */
export function dateSystemOf(workbook: Pick<Workbook, 'settings'>): DateSystem {
  return workbook.settings.dateSystem ?? 1900;
}

/**
 * The persisted content of a template version, in memory. Plugins own the shape of the entries of
 * conditional formats, palettes and recommended casts; the workbook keeps them as opaque records.
 */
export interface Workbook {
  readonly name: string;
  readonly sheetIds: readonly string[];
  readonly sheetsById: Readonly<Record<string, Sheet>>;
  readonly namedRangesById: Readonly<Record<string, NamedRange>>;
  readonly conditionalFormatsById: Readonly<Record<string, unknown>>;
  readonly palettesById: Readonly<Record<string, unknown>>;
  readonly userFunctions: readonly UserFunction[];
  readonly testShadowsById: Readonly<Record<string, TestShadow>>;
  readonly recommendedCastsByName: Readonly<Record<string, unknown>>;
  /** At most 10, newest first. */
  readonly customColors: readonly string[];
  readonly settings: WorkbookSettings;
  /** Excel tables (plugins/tables); absent in templates that have none. */
  readonly tablesById?: Readonly<Record<string, Table>>;
  /**
   * A shadow's input (plugins/input-form sets it): part of a shadow's document, so it travels on the live
   * channel with the cells; absent in a template version's.
   */
  readonly input?: unknown;
}
