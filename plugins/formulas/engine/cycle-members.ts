/**
 * The vertices (by slot) of a recalculation pass that lie on a cycle: strongly connected components of
 * more than one vertex, or one vertex reading itself, among the slots not yet computed (`open`). The
 * successors of slot i are `succ[starts[i]]` to `succ[starts[i + 1] - 1]`, given as slots by `slotOf`.
 * Tarjan's algorithm with its own stacks: a cycle may be 100k formulas long.
 */
export function cycleMembers(
  count: number,
  open: (slot: number) => boolean,
  starts: Int32Array,
  succ: readonly unknown[],
  slotOf: (vertex: unknown) => number,
): number[] {
  return cycleComponents(count, open, starts, succ, slotOf).flat();
}

/**
 * cycleMembers by strongly connected component, in the order Tarjan's algorithm closes them: a
 * component comes before those it reads from (reverse topological order).
 */
export function cycleComponents(
  count: number,
  open: (slot: number) => boolean,
  starts: Int32Array,
  succ: readonly unknown[],
  slotOf: (vertex: unknown) => number,
): number[][] {
  const index = new Int32Array(count).fill(-1);
  const low = new Int32Array(count);
  const onStack = new Uint8Array(count);
  const stack: number[] = [];
  const members: number[][] = [];
  // The walk: each frame is a vertex and the next of its edges to follow.
  const frames: number[] = [];
  const edges: number[] = [];
  let next = 0;
  for (let root = 0; root < count; root++) {
    if (!open(root) || index[root] !== -1) continue;
    index[root] = low[root] = next++;
    stack.push(root);
    onStack[root] = 1;
    frames.push(root);
    edges.push(starts[root]);
    while (frames.length > 0) {
      const top = frames.length - 1;
      const v = frames[top];
      const k = edges[top];
      if (k < starts[v + 1]) {
        edges[top] = k + 1;
        const w = slotOf(succ[k]);
        if (!open(w)) continue;
        if (index[w] === -1) {
          index[w] = low[w] = next++;
          stack.push(w);
          onStack[w] = 1;
          frames.push(w);
          edges.push(starts[w]);
        } else if (onStack[w]) low[v] = Math.min(low[v], index[w]);
        continue;
      }
      frames.pop();
      edges.pop();
      if (frames.length > 0) {
        const parent = frames[frames.length - 1];
        low[parent] = Math.min(low[parent], low[v]);
      }
      if (low[v] !== index[v]) continue;
      const from = stack.lastIndexOf(v);
      const component = stack.splice(from);
      for (const w of component) onStack[w] = 0;
      if (component.length > 1 || readsItself(v, starts, succ, slotOf)) members.push(component);
    }
  }
  return members;
}

function readsItself(v: number, starts: Int32Array, succ: readonly unknown[], slotOf: (vertex: unknown) => number): boolean {
  for (let k = starts[v]; k < starts[v + 1]; k++) if (slotOf(succ[k]) === v) return true;
  return false;
}
