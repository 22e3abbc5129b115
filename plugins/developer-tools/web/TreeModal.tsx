import { dependencyTree, dependentsTree, type TreeNode } from '../../formulas/trees/index.js';
import { valueText } from '../../formulas/log/index.js';
import { useHost } from '../../../web/plugin-api/index.js';
import { Button } from '../../../web/ui/Button.js';
import { Dialog } from '../../../web/ui/Dialog.js';
import type { OpenTree } from './dev-session.js';

/** One node's line: 'Sheet1!B2 =A1*2 → 6', a broken reference's message, and why it is not expanded. */
function nodeText(node: TreeNode): string {
  const place = node.kind === 'name' || node.sheet === '' ? node.ref : `${node.sheet}!${node.ref}`;
  if (node.kind === 'error') return `${place}: ${node.message ?? ''}`;
  const formula = node.formula ? ` ${node.formula}` : '';
  const value = node.value !== undefined ? ` → ${valueText(node.value)}` : '';
  const note = node.cycle ? ' (circular)' : node.repeated ? ' (shown above)' : node.truncated ? ' (more not shown)' : '';
  return `${place}${formula}${value}${note}`;
}

function Branch({ node }: { node: TreeNode }) {
  return (
    <li role="treeitem" aria-expanded={node.children.length > 0 ? true : undefined} className={node.kind === 'error' ? 'dev-tree-error' : undefined}>
      <span>{nodeText(node)}</span>
      {node.children.length > 0 && (
        <ul role="group">
          {node.children.map((child, index) => (
            <Branch key={index} node={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The dependencies (what a cell reads) or dependents (what reads it) of a cell as a full-screen tree,
 * broken references carrying SPEC section 8's messages ('Could not find sheet {name}'...).
 */
export function TreeModal({ tree, onClose }: { tree: OpenTree; onClose(): void }) {
  const { session, workbook } = useHost();
  const sheetSize = (sheetId: string) => {
    const sheet = workbook.sheetsById[sheetId];
    return sheet && { rows: sheet.rowIds.length, cols: sheet.columnIds.length };
  };
  const built = (tree.kind === 'dependencies' ? dependencyTree : dependentsTree)(session.engine, tree.at, { sheetSize });
  const title = `${tree.kind === 'dependencies' ? 'Dependencies' : 'Dependents'} of ${tree.address}`;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} width="full" actions={<Button onClick={onClose}>Close</Button>}>
      {built.root ? (
        <ul role="tree" aria-label={title} className="dev-tree">
          <Branch node={built.root} />
        </ul>
      ) : (
        <p>{built.message}</p>
      )}
    </Dialog>
  );
}
