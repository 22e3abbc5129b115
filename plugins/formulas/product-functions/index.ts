import type { FunctionDefinition } from '../function-definition.js';
import { displayFunctions } from './display.js';
import { INPUT } from './input.js';
import { referenceFunctions } from './references.js';

/** Functions tied to the engine (input, references, hiding, casting); they replace same-named library ones. */
export const productFunctions: readonly FunctionDefinition[] = [INPUT, ...referenceFunctions, ...displayFunctions];
