export { outputScalar, type CellReader, type Outputs, type OutputScalar, type OutputValue } from './outputs.js';
export { compareOutputs, numbersMatch, RELATIVE_TOLERANCE, type OutputDifference } from './compare.js';
