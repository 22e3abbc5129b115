export { candidateIds, formulaAdjuster, sheetLookup, tabOrder } from './adjuster.js';
export { deleteSpan, insertSpan, moveIndex, moveSpan, transformCell, transformRect, type Moved, type Rect, type Span } from './geometry.js';
export { formatShape, scanReferences, sheetPrefix, type RefShape, type ReferenceToken } from './references.js';
export { REF_ERROR, type FormulaScope } from './formula-scope.js';
export { rewriteFormula, shapeToRect } from './rewrite.js';
export { renameInFormula, scanNames } from './names.js';
export { shiftFormula } from './shift-formula.js';
export { shiftRows, shiftsTo } from './shift-rows.js';
