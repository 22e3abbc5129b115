import { NUMBER_TEST_LABELS, prefixed } from '../workbook/index.js';
import { type PointCondition, type PointConditionType } from './model.js';

/** How the Series accordion names each condition: the conditional formats' wording. */
export const POINT_CONDITION_LABELS: Readonly<Record<PointConditionType, string>> = prefixed('number_', NUMBER_TEST_LABELS);

/** The condition types in the order the form lists them. */
export const POINT_CONDITION_ORDER = Object.keys(POINT_CONDITION_LABELS) as readonly PointConditionType[];

export const POINT_CONDITION_MESSAGES = {
  number: 'Enter a number',
} as const;

export function takesTwoInputs(type: PointConditionType): boolean {
  return type === 'number_between' || type === 'number_not_between';
}

/** "Greater than 15", "Is between 1 and 10". */
export function describePointCondition(condition: PointCondition): string {
  const label = POINT_CONDITION_LABELS[condition.type];
  return takesTwoInputs(condition.type) ? `${label} ${condition.input1 ?? ''} and ${condition.input2 ?? ''}` : `${label} ${condition.input1 ?? ''}`;
}

/** What is wrong with a condition's inputs, per input, or nothing: each input it takes must be a number. */
export function pointConditionProblems(condition: PointCondition): { input1?: string; input2?: string } {
  const bad = (text: string | undefined) => text === undefined || text.trim() === '' || !Number.isFinite(Number(text));
  return {
    ...(bad(condition.input1) ? { input1: POINT_CONDITION_MESSAGES.number } : {}),
    ...(takesTwoInputs(condition.type) && bad(condition.input2) ? { input2: POINT_CONDITION_MESSAGES.number } : {}),
  };
}
