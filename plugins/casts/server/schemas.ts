import { schemas, z } from '../../../server/plugin-api/index.js';

const { QueryFlag } = schemas;

/**
 * `GET /api/shadows/{token}/cast`: the query it takes and the page layout it answers (plugins/casts
 * `CastLayout`; the route checks at compile time that the layout fits this schema).
 */
export const CastQuery = z.object({
  recommendedCast: z.string().min(1).max(250).optional().openapi({ description: 'Name of a recommended cast of the template (case-insensitive); default: the default one, else the whole first visible sheet' }),
  viewport: z.string().regex(/^\d{1,6}x\d{1,6}$/, 'expected WIDTHxHEIGHT in pixels, e.g. 800x600').optional()
    .openapi({ description: 'WIDTHxHEIGHT; a zero width or height means no viewport (one page, nothing overflows)', example: '800x600' }),
  rowOffset: z.string().regex(/^\d{1,7}$/, 'expected a non-negative integer').transform(Number).optional()
    .openapi({ description: 'The page to show: index, among the cast\'s rows, of its first row (a page\'s rowOffset); default 0' }),
  clientId: z.string().max(200).optional().openapi({ description: 'The viewer\'s id, echoed so it can match answers to its messages' }),
  forPdf: QueryFlag.openapi({ description: 'Rendering for PDF (echoed; the layout is the same)' }),
  paginationDisabled: QueryFlag.openapi({ description: 'true: one page with every row; rows taller than the viewport are a vertical overflow error' }),
});

const Scalar = z.union([z.number(), z.string(), z.boolean(), z.null()]).openapi({ description: 'A computed value; errors as their code (#N/A), dates as serial numbers' });
const Opaque = (description: string) => z.unknown().openapi({ type: 'object', description });

const CastColumn = z.object({ id: z.string(), index: z.number(), width: z.number(), hidden: z.boolean() }).openapi('CastColumn');
const CastRow = z.object({
  id: z.string(), index: z.number(), height: z.number(), hidden: z.boolean(),
  header: z.boolean().openapi({ description: 'One of the repeated header rows' }),
}).openapi('CastRow');
const CastPage = z.object({
  rowOffset: z.number(), rowCount: z.number(), width: z.number(),
  height: z.number().openapi({ description: 'Pixels, repeated header rows included' }),
}).openapi('CastPage');
const CastOverflow = z.object({
  vertical: z.enum(['warning', 'error']).nullable().openapi({ description: 'warning: split into pages; error: pagination disabled (or a chart) and too tall' }),
  horizontal: z.enum(['error']).nullable().openapi({ description: 'error: wider than the viewport' }),
  messages: z.array(z.string()).readonly().openapi({ description: 'The viewer\'s overflow texts' }),
}).openapi('CastOverflow');
const CastCell = z.object({
  value: Scalar, text: z.string().openapi({ description: 'As displayed: number format applied' }),
  numeric: z.literal(true).optional(), error: z.literal(true).optional(), color: z.string().optional(),
  type: z.enum(['TEXT', 'NUMBER', 'PERCENT', 'DATE', 'BOOLEAN', 'IMAGE']).optional(),
  format: Opaque('Cell format').optional(), imageUrl: z.string().optional(), linkTo: Opaque('Cell link').optional(),
  note: z.string().optional().openapi({ description: "The cell's note, shown on hover (not in PDF)" }),
  mergeRows: z.number().optional(), mergeColumns: z.number().optional(),
}).openapi('CastCell');
const CellRange = z.object({ sheetId: z.string(), fromCellId: z.string(), toCellId: z.string() });
const CastChart = z.object({
  id: z.string(), chart: Opaque('The chart as the template keeps it'), range: CellRange.nullable(),
  values: z.array(z.array(Scalar).readonly()).readonly().openapi({ description: 'The data range\'s values, row by row' }),
  width: z.number(), height: z.number(),
  svg: z.string().openapi({ description: 'The chart as an SVG document, drawn by the same renderer as the editor' }),
}).openapi('CastChart');

export const CastLayoutSchema = z.object({
  sheet: z.object({ id: z.string(), name: z.string() }),
  chartId: z.string().nullable(),
  chart: CastChart.nullable(),
  offset: z.object({ row: z.number(), column: z.number() }).openapi({ description: 'The cast area\'s top-left position in the sheet' }),
  rowOffset: z.number(),
  repeatHeaderRows: z.number(),
  columns: z.array(CastColumn).readonly(),
  rows: z.array(CastRow).readonly().openapi({ description: 'This page\'s rows: repeated header rows, then its own' }),
  cellsById: z.record(z.string(), CastCell),
  pages: z.array(CastPage).readonly(),
  overflowing: CastOverflow,
  showGridlines: z.boolean(),
  defaultFontFamily: z.string().openapi({ description: "The sheet's default font: cells with no font of their own are drawn in it" }),
  conditionalFormatsById: z.record(z.string(), z.unknown()),
  styleOverridesByCellId: z.record(z.string(), z.unknown()),
});

export const CastPageResponse = CastLayoutSchema.extend({
  clientId: z.string().nullable(),
  forPdf: z.boolean(),
}).openapi('CastPageResponse');
