import { setDateTextReader } from '../../coerce.js';
import type { FunctionDefinition } from '../../function-definition.js';
import { buildFunctions } from './build.js';
import { readDateText } from './date-text.js';
import { partFunctions } from './parts.js';
import { spanFunctions } from './spans.js';
import { workdayFunctions } from './workdays.js';

// Date text counts as its serial wherever a number is expected ("1/2/2024"+1, YEAR("2024-05-01")).
setDateTextReader(readDateText);

/** The date and time functions. */
export const dateFunctions: readonly FunctionDefinition[] = [
  ...buildFunctions,
  ...partFunctions,
  ...spanFunctions,
  ...workdayFunctions,
];
