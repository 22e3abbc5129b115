export { computeOutputs, outputScalar, rangeOutput, type CellReader, type Outputs, type OutputScalar, type OutputValue } from './outputs.js';
