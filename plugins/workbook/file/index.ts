/**
 * The template file format `gridcast/1` (DESIGN.md "Model"): what the Developers panel exports, what
 * `GET /api/grids/{id}` returns as version content and what the CLI reads.
 * - parseTemplateText(text) / readTemplateFile(json): validate everything and build the in-memory
 *   Workbook, or throw a TemplateFileError naming the JSON path and what was expected there.
 * - readTemplateBytes(chunks): the same, from the file's bytes read as a stream (the CLI's big files).
 * - writeTemplateFile(workbook) / templateFileText(workbook): the disk form, cells keyed
 *   `${columnId}&${rowId}`; formula cells may carry the engine's value as a cache. writeTemplateFileText
 *   gives the same text in pieces, for a writer that never holds it whole.
 * - templateFileSchema: a zod description for OpenAPI documents only.
 * - CheckedText / acceptCellEdits(previous, next): accept a text that differs from a checked one only inside
 *   a few cells' contents without reading it whole (servers re-checking repeated saves).
 */
export { acceptCellEdits, CheckedText, type SameBytes, type SpareOffsets } from './cell-edits.js';
export { indexCellMembers, type CellMembers } from './cell-members.js';
export * from './errors.js';
export * from './file-types.js';
export * from './limits.js';
export { parseJsonText, parseTemplateText, TemplateSyntaxError } from './parse-text.js';
export type { CellsReadOptions } from './read-cells.js';
export { readTemplateFile, TEMPLATE_FIELDS } from './read-template.js';
export { readTemplateBytes, type ByteChunks } from './read-template-bytes.js';
export { writeTemplateFile, type WriteOptions } from './write.js';
export { templateFileText, templateFileTextSteps, writeTemplateFileText } from './write-text.js';
export { templateFileSchema } from './schema.js';
