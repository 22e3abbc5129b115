import { rebaseRangesText, type DescribedChange, type Services } from '../../kernel/index.js';

/** The add and update params' range, structurally (commands.ts imports this file). */
interface RangeParams {
  readonly range?: string | object;
}

/**
 * Co-editing: a named range given as text ("Sheet1!A1:B4", always naming its sheet) concurrently with
 * someone else's structural change names the cells it named then (a renamed sheet by its new name);
 * ranges given by cell ids need nothing. One whose cells were all deleted is dropped.
 */
export function rebaseNamedRange<P extends RangeParams>(params: P, change: DescribedChange, before: unknown, services: Services): P | undefined {
  if (typeof params.range !== 'string') return params;
  const range = rebaseRangesText(params.range, '', change, before, services);
  return range === undefined ? undefined : { ...params, range };
}
