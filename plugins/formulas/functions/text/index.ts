import type { FunctionDefinition } from '../../function-definition.js';
import { caseFunctions } from './case.js';
import { charFunctions } from './chars.js';
import { cleanFunctions } from './clean.js';
import { compareFunctions } from './compare.js';
import { concatFunctions } from './concat.js';
import { findFunctions } from './find.js';
import { numberTextFunctions } from './number-text.js';
import { regexFunctions } from './regex.js';
import { replaceFunctions } from './replace.js';
import { sliceFunctions } from './slice.js';
import { splitFunctions } from './split.js';
import { toTextFunctions } from './to-text.js';
import { webFunctions } from './web.js';

/** The text functions. */
export const textFunctions: readonly FunctionDefinition[] = [
  ...caseFunctions,
  ...charFunctions,
  ...cleanFunctions,
  ...compareFunctions,
  ...concatFunctions,
  ...findFunctions,
  ...numberTextFunctions,
  ...regexFunctions,
  ...replaceFunctions,
  ...sliceFunctions,
  ...splitFunctions,
  ...toTextFunctions,
  ...webFunctions,
];
