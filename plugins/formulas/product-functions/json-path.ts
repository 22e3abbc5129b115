/** Reads a dotted path (`buyer.name`, `items.0.price`, also `items[0].price`) in JSON; undefined when absent. */
export function readPath(root: unknown, path: string): unknown {
  const trimmed = path.trim();
  if (trimmed === '') return root;
  let node: unknown = root;
  for (const part of trimmed.replace(/\[(\d+)\]/g, '.$1').split('.')) {
    if (part === '') continue;
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}
