import type { CallContext } from '../../function-definition.js';
import type { Matrix } from '../../values.js';

/**
 * The positions (row * cols + col, ascending) of each text of a criteria range, lower-cased, shared
 * through ctx.memo: COUNTIF(A:A, "apple") or SUMIF by category over a huge range becomes a map look-up.
 */
export interface TextIndex {
  readonly positions: ReadonlyMap<string, readonly number[]>;
  readonly cols: number;
}

export const TEXT_INDEX_KEY = 'criteria.text-index';

export function textIndex(range: Matrix, ctx: CallContext): TextIndex {
  return ctx.memo(range, TEXT_INDEX_KEY, () => {
    const positions = new Map<string, number[]>();
    const cols = range.cols;
    range.each((v, r, c) => {
      if (typeof v !== 'string') return;
      const key = v.toLowerCase();
      const list = positions.get(key);
      if (list) list.push(r * cols + c);
      else positions.set(key, [r * cols + c]);
    });
    return { positions, cols };
  });
}
