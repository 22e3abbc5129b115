import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../workbook/model/index.js';
import { numberFormatCommands } from './commands.js';

/**
 * Number formats (SPEC sections 5 and 9): the standard formats, the custom format check and preview
 * ('Invalid Format'), recent formats, and number-formats.apply, which sets a format and its data type
 * on an area in one step. Precision steps are the workbook's (workbook.change-precision).
 */
export const numberFormatsPlugin: PluginManifest<Workbook> = {
  id: 'number-formats',
  dependsOn: ['workbook', 'formulas'],
  commands: numberFormatCommands,
};

export { applyFormat, numberFormatCommands, type ApplyFormatParams } from './commands.js';
export { FORMAT_SAMPLES, INVALID_FORMAT_MESSAGE, patternSections, patternType, previewFormat, type FormatPreview } from './custom-format.js';
export { readRecents, RECENT_FORMATS_LIMIT, withRecent } from './recents.js';
export { STANDARD_FORMATS, type StandardFormat } from './standard-formats.js';
