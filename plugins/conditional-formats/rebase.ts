import type { Container } from 'inversify';
import { rebaseRangesText, type StructuralChange } from '../../kernel/index.js';

/** The add and update params' ranges, structurally (commands.ts imports this file). */
interface RangesParams {
  readonly sheetId: string;
  readonly ranges?: string;
}

/**
 * Co-editing: a conditional format added or changed concurrently with someone else's structural change
 * covers the cells its ranges named (rebaseRangesText); one whose cells or sheet were all deleted is dropped.
 */
export function rebaseRules<P extends RangesParams>(params: P, change: StructuralChange, before: unknown, services: Container): P | undefined {
  if (change.kind === 'delete-sheet' && change.sheetId === params.sheetId) return undefined;
  if (params.ranges === undefined) return params;
  const ranges = rebaseRangesText(params.ranges, params.sheetId, change, before, services);
  return ranges === undefined ? undefined : { ...params, ranges };
}
