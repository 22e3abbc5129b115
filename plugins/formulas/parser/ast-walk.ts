import type { AstNode } from './ast.js';

/** The children of a node, in order. */
export function childrenOf(node: AstNode): readonly AstNode[] {
  switch (node.type) {
    case 'call': return node.args;
    case 'invoke': return [node.callee, ...node.args];
    case 'spill': return [node.anchor];
    case 'unary': case 'percent': return [node.operand];
    case 'binary': return [node.left, node.right];
    case 'paren': return [node.inner];
    default: return [];
  }
}

/** Height of the tree, without recursion (a left-deep chain of 10,000 '+' must not blow the stack). */
export function astHeight(root: AstNode): number {
  let max = 0;
  const stack: [AstNode, number][] = [[root, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth > max) max = depth;
    for (const child of childrenOf(node)) stack.push([child, depth + 1]);
  }
  return max;
}

/** Visits every node, depth first, parents before children, without recursion. */
export function walkAst(root: AstNode, visit: (node: AstNode) => void): void {
  const stack: AstNode[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    visit(node);
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
}
