import { rebaseFormulaText, rebaseRangesText, type DescribedChange, type Services } from '../../kernel/index.js';

/** The add and update params' ranges and condition, structurally (commands.ts imports this file). */
interface RangesParams {
  readonly sheetId: string;
  readonly ranges?: string;
  readonly condition?: Condition;
}

interface Condition {
  readonly type: string;
  readonly input1?: string;
  readonly input2?: string;
}

/**
 * Co-editing: a conditional format added or changed concurrently with someone else's structural change
 * covers the cells its ranges named (rebaseRangesText) and its condition's formulas read what they read
 * (as the adjuster rewrites a stored rule's); one whose cells or sheet were all deleted is dropped.
 */
export function rebaseRules<P extends RangesParams>(params: P, change: DescribedChange, before: unknown, services: Services): P | undefined {
  if (change.kind === 'delete-sheet' && change.sheetId === params.sheetId) return undefined;
  const ranges = params.ranges === undefined ? undefined : rebaseRangesText(params.ranges, params.sheetId, change, before, services);
  if (params.ranges !== undefined && ranges === undefined) return undefined;
  const condition = params.condition && rebaseCondition(params.condition, (formula) => rebaseFormulaText(formula, params.sheetId, change, before, services));
  return { ...params, ...(ranges === undefined ? {} : { ranges }), ...(condition === undefined ? {} : { condition }) };
}

/** A condition's inputs that are formulas (a custom formula's, or one typed with '='), rewritten. */
function rebaseCondition<C extends Condition>(condition: C, rewrite: (formula: string) => string): C {
  const moved = (input: string | undefined): string | undefined =>
    input === undefined || (condition.type !== 'formula' && !input.trim().startsWith('=')) ? input : rewrite(input);
  const input1 = moved(condition.input1);
  const input2 = moved(condition.input2);
  return { ...condition, ...(input1 === undefined ? {} : { input1 }), ...(input2 === undefined ? {} : { input2 }) };
}
