export { computeOutputs, outputScalar, outputsReader, rangeOutput, type CellReader, type Outputs, type OutputsReader, type OutputScalar, type OutputValue } from './outputs.js';
export { compareOutputs, numbersMatch, RELATIVE_TOLERANCE, type OutputDifference } from './compare.js';
