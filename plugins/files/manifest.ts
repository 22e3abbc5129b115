import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/index.js';

/**
 * Reading and writing Excel and CSV files. The manifest has a file of its own so the editor, which reads
 * and writes no file itself (the server does), assembles it without ExcelJS and the CSV parser.
 */
export const filesPlugin: PluginManifest<Workbook> = {
  id: 'files',
  dependsOn: ['workbook', 'formulas', 'filters', 'conditional-formats'],
};
