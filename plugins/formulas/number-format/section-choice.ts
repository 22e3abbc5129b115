import { scanPattern } from './pattern-scan.js';

/**
 * Which section of a pattern shows a number (Microsoft, "Review guidelines for customizing a number
 * format"): up to four sections, positive;negative;zero;text. One section serves every number, with a
 * minus sign before negatives; with two, zero goes to the first; the negative section shows the number
 * without its sign. A section holding `@` is the text section and shows no number (unless there are four).
 * With conditions (`[<=100]`) the first section whose condition holds is used, the first section
 * being `[>0]` when it has none, and a single conditional section leaves the rest to General.
 * numfmt follows the same rules for the sections it formats; this decides when a section is a date's.
 */
export interface SectionHead {
  readonly condition?: Condition;
  /** The section holds `@`. */
  readonly text: boolean;
}

export interface Condition {
  readonly op: '=' | '<>' | '<' | '<=' | '>' | '>=';
  readonly operand: number;
}

export interface Choice {
  /** Index of the section in the pattern. */
  readonly index: number;
  /** A negative number gets a minus sign before what the section prints. */
  readonly minus: boolean;
}

const CONDITION = /^(<>|<=|>=|<|>|=)\s*(-?[.\d]+)$/;

export function sectionHead(section: string): SectionHead {
  let condition: Condition | undefined;
  let text = false;
  for (const piece of scanPattern(section)) {
    if (piece.kind === 'char' && piece.text === '@') text = true;
    const match = piece.kind === 'bracket' ? CONDITION.exec(piece.text) : null;
    if (match) condition = { op: match[1] as Condition['op'], operand: parseFloat(match[2]!) };
  }
  return { condition, text };
}

/** Picks the section a number uses; undefined when it falls to General or to no section at all. */
export type SectionChooser = (value: number) => Choice | undefined;

/** The chooser of a pattern's sections, worked out once per pattern. */
export function sectionChooser(heads: readonly SectionHead[]): SectionChooser {
  if (heads.some((head) => head.condition)) return (value) => conditionalChoice(heads, value);
  const numeric = heads.length < 4 ? heads.flatMap((head, index) => (head.text ? [] : [index])) : [0, 1, 2];
  if (numeric.length === 0) return () => undefined;
  const positive: Choice = { index: numeric[0]!, minus: false };
  const negative: Choice = numeric.length > 1 ? { index: numeric[1]!, minus: false } : { index: numeric[0]!, minus: true };
  const zero: Choice = { index: numeric[2] ?? numeric[0]!, minus: false };
  return (value) => (value > 0 ? positive : value < 0 ? negative : zero);
}

function conditionalChoice(heads: readonly SectionHead[], value: number): Choice | undefined {
  for (let index = 0; index < Math.min(3, heads.length); index++) {
    const condition = heads[index]!.condition ?? (index === 0 ? { op: '>', operand: 0 } : undefined);
    if (condition && !holds(condition, value)) continue;
    return { index, minus: value < 0 && !impliesNegative(condition) };
  }
  return undefined;
}

function holds({ op, operand }: Condition, value: number): boolean {
  switch (op) {
    case '=':
      return value === operand;
    case '<>':
      return value !== operand;
    case '<':
      return value < operand;
    case '<=':
      return value <= operand;
    case '>':
      return value > operand;
    case '>=':
      return value >= operand;
  }
}

/** A condition only negative numbers meet: its section prints them without a sign. */
function impliesNegative(condition: Condition | undefined): boolean {
  if (!condition) return false;
  const { op, operand } = condition;
  return (operand < 0 && (op === '<' || op === '<=' || op === '=')) || (operand === 0 && op === '<');
}
