export { dependencyTree, dependentsTree, formatTree, TREE_MESSAGES, type CellAt, type CellTree, type TreeEngine, type TreeNode, type TreeOptions } from './tree.js';
export { formulaReferences, type FormulaReference } from './references.js';
