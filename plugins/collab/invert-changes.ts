import type { DescribedChange } from '../../kernel/index.js';

/**
 * The structural changes that take `changes` back, in the order they happen (last change first): what
 * an undo sent as patches describes, so that others' concurrent commands follow it. A deleted sheet comes
 * back whole by its patches, which no change describes.
 */
export function invertChanges(changes: readonly DescribedChange[]): DescribedChange[] {
  const out: DescribedChange[] = [];
  for (let i = changes.length - 1; i >= 0; i--) {
    const inverse = invertChange(changes[i]);
    if (inverse) out.push(inverse);
  }
  return out;
}

function invertChange(change: DescribedChange): DescribedChange | undefined {
  switch (change.kind) {
    case 'insert-rows':
      return { ...change, kind: 'delete-rows' };
    case 'insert-columns':
      return { ...change, kind: 'delete-columns' };
    case 'delete-rows':
      return { ...change, kind: 'insert-rows' };
    case 'delete-columns':
      return { ...change, kind: 'insert-columns' };
    case 'move-rows':
    case 'move-columns': {
      // The block now starts where it landed; moving it back puts it before its old successor.
      const down = change.to > change.from;
      const landed = down ? change.to - change.count : change.to;
      return { ...change, from: landed, to: down ? change.from : change.from + change.count };
    }
    case 'insert-cells':
      return { kind: 'delete-cells', sheetId: change.sheetId, area: change.area, shift: change.shift === 'down' ? 'up' : 'left' };
    case 'delete-cells':
      return { kind: 'insert-cells', sheetId: change.sheetId, area: change.area, shift: change.shift === 'up' ? 'down' : 'right' };
    case 'rename-sheet':
      return { ...change, from: change.to, to: change.from };
    case 'permute-rows': {
      const order = new Array<number>(change.order.length);
      change.order.forEach((source, i) => {
        order[source - change.area.top] = change.area.top + i;
      });
      return { ...change, order };
    }
    case 'rename-name':
      // A deleted name comes back by its patches, as a deleted sheet does.
      return change.to === undefined ? undefined : { kind: 'rename-name', name: change.to, to: change.name };
    case 'delete-sheet':
      return undefined;
  }
}
