import { z } from 'zod';
import { CELL_TYPES, VALIDATION_TYPES } from '../model/cell.js';
import { FILTER_CONDITION_TYPES } from '../model/filter.js';
import { BORDER_FILLS, BORDER_STYLES } from '../model/format.js';
import { TABLE_NAME_LIMIT } from '../model/table.js';
import { FILE_LIMITS, TEMPLATE_FORMAT } from './limits.js';

/**
 * A zod description of the template file, for the API's OpenAPI document (register it with
 * zod-to-openapi). It documents the shape only: the checks that need the whole file (ids listed once,
 * cells in existing rows, merges, unique names) and the precise error messages are readTemplateFile's,
 * which is also much faster on big files. Validate with readTemplateFile, not with this schema.
 */
const id = z.string().min(1).max(FILE_LIMITS.id);
const name = z.string().min(1).max(FILE_LIMITS.name);
const cellId = z.string().describe('`${columnId}&${rowId}`');
const plugin = z.looseObject({}).describe('Owned by a plugin; unknown fields are kept.');

const borderLine = z.object({ color: z.string(), style: z.enum(BORDER_STYLES) });
const cellFormat = z.object({
  fontSize: z.number().positive(), bold: z.boolean(), italic: z.boolean(), underline: z.boolean(),
  strikethrough: z.boolean(), backgroundColor: z.string(), textColor: z.string(), fontFamily: z.string(),
  align: z.enum(['left', 'center', 'right']), verticalAlign: z.enum(['top', 'middle', 'bottom']),
  wrap: z.enum(['overflow', 'clip', 'wrap']), paletteId: z.string(),
  borders: z.object({ top: borderLine, right: borderLine, bottom: borderLine, left: borderLine }).partial(),
  borderColor: z.string(), borderStyle: z.enum(BORDER_STYLES), borderFill: z.enum(BORDER_FILLS),
}).partial();

const cellData = z.object({
  type: z.enum(CELL_TYPES), format: z.string(), formatsByType: z.record(z.enum(CELL_TYPES), z.string()),
  imageUrl: z.string(),
  validation: z.object({ type: z.enum(VALIDATION_TYPES), input1: z.string().optional(), input2: z.string().optional(), showHelpText: z.boolean().optional(), helpText: z.string().optional() }),
}).partial();

const cellRange = z.object({ sheetId: id, fromCellId: cellId, toCellId: cellId });
const cell = z.object({
  formula: z.string().startsWith('=').max(FILE_LIMITS.formula),
  hadFormula: z.boolean(),
  value: z.union([z.number(), z.string().max(FILE_LIMITS.cellText), z.boolean(), z.null()]).describe('For a formula cell: a cached computed value.'),
  format: cellFormat, data: cellData,
  mergeRows: z.int().positive(), mergeColumns: z.int().positive(), mergedInto: cellId,
  arrayRows: z.int().positive().describe("A legacy array formula's (Ctrl+Shift+Enter) area: rows it fills from its cell."),
  arrayColumns: z.int().positive().describe("A legacy array formula's area: columns it fills from its cell."),
  linkTo: z.union([z.object({ namedRangeId: id }), z.object({ range: cellRange })]),
  note: z.string().max(FILE_LIMITS.cellText).describe('A note on the cell, shown on hover.'),
}).partial();

const vector = { id, hidden: z.boolean().optional(), realSize: z.number().min(0).optional(), hiddenByUser: z.boolean().optional(), disableHidingFunctions: z.boolean().optional() };
const sheet = z.object({
  id, name, hidden: z.boolean().optional(),
  rowIds: z.array(id), rowsById: z.record(z.string(), z.object({ ...vector, height: z.number().min(0) })),
  columnIds: z.array(id), columnsById: z.record(z.string(), z.object({ ...vector, width: z.number().min(0) })),
  cellsById: z.record(z.string(), cell),
  chartsById: z.record(z.string(), plugin).optional(),
  locks: z.array(z.object({ id, name, range: cellRange })).optional(),
  filter: z.object({
    range: cellRange.describe('The first row is the header row.'),
    criteriaByColumnId: z.record(z.string(), z.object({
      hiddenValues: z.array(z.string()).describe("Displayed texts to hide; '' for blanks.").optional(),
      condition: z.object({ type: z.enum(FILTER_CONDITION_TYPES), input1: z.string().optional(), input2: z.string().optional() }).optional(),
    })),
  }).optional(),
  frozen: z.object({
    rows: z.int().min(0).describe('How many leading rows stay in place while the rest scrolls.'),
    columns: z.int().min(0).describe('How many leading columns stay in place while the rest scrolls.'),
  }).optional(),
});

const namedRange = z.object({
  id, name, sheetId: id, fromCellId: cellId, toCellId: cellId.optional(), output: z.boolean().optional(),
  outputName: z.string().max(FILE_LIMITS.name).optional(), columnOutputs: z.record(z.string(), z.string()).optional(),
  invalid: z.boolean().optional(),
  formula: z.string().max(FILE_LIMITS.formula).describe("A named formula (no range): its text without '=', computed where the name is used.").optional(),
});

const table = z.object({
  id, name: z.string().min(1).max(TABLE_NAME_LIMIT).describe("Excel's rules: a letter, _ or \\ first, then letters, digits, . and _; unique among tables and named ranges."),
  sheetId: id, fromCellId: cellId.describe('Top-left cell, the header row included.'), toCellId: cellId.describe('Bottom-right cell, the totals row included.'),
  headerRow: z.boolean().describe('The first row holds the column names.'), totalsRow: z.boolean().describe('The last row is a totals row.'),
  columns: z.array(z.object({ name: z.string().min(1).max(TABLE_NAME_LIMIT) })).min(1).describe('One per column, left to right; names unique ignoring case.'),
  style: z.string().optional().describe('Excel table style name, e.g. TableStyleMedium2.'), bandedRows: z.boolean().optional(),
});

export const templateFileSchema = z.object({
  format: z.literal(TEMPLATE_FORMAT),
  name,
  sheetIds: z.array(id).min(1),
  sheetsById: z.record(z.string(), sheet),
  namedRangesById: z.record(z.string(), namedRange).optional(),
  conditionalFormatsById: z.record(z.string(), plugin).optional(),
  palettesById: z.record(z.string(), plugin).optional(),
  userFunctions: z.array(z.object({ name, text: z.string() })).optional(),
  testShadowsById: z.record(z.string(), z.object({ id: z.int(), name: z.string(), input: z.unknown(), inputText: z.string().optional(), expectedOutputs: z.unknown().optional() })).optional(),
  recommendedCastsByName: z.record(z.string(), plugin).optional(),
  customColors: z.array(z.string()).max(FILE_LIMITS.customColors).optional(),
  settings: z.object({
    defaultFontFamily: z.string().optional(),
    hidingFunctionsDisabled: z.boolean().optional(),
    calculation: z.object({
      excel: z.boolean().describe("Excel's rules (a book imported from Excel): a circular reference keeps its last value, errors are Excel's.").optional(),
      iterate: z.boolean().describe("Excel's iterative calculation of circular references.").optional(),
      maxIterations: z.int().min(1).optional(),
      maxChange: z.number().min(0).optional(),
    }).optional(),
    dateSystem: z.union([z.literal(1900), z.literal(1904)]).describe('How dates count days: 1904 for a workbook from Excel\'s 1904 date system (serial 0 is 1904-01-01); absent is the 1900 system.').optional(),
  }).optional(),
  tablesById: z.record(z.string(), table).optional().describe('Excel tables, which formulas reach by structured references (Table1[Column]).'),
  input: z.unknown().optional().describe('A shadow\'s input, which INPUT reads (a shadow exported as a template file carries it); templates have none.'),
}).describe('A Gridcast template file (format gridcast/1).');
