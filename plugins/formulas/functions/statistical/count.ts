import { toNumber } from '../../coerce.js';
import { eager } from '../shared/define.js';
import { asMatrix } from '../shared/conditional.js';
import { isError, isMatrix, type Value } from '../../values.js';

const variadic = (name: string, description: string) => ({
  name, category: 'statistical' as const, minArgs: 1, maxArgs: Infinity, description, syntax: `${name}(value1, [value2], ...)`, args: ['any'] as const,
});

/**
 * COUNT: numbers in ranges; direct arguments that read as numbers (TRUE, "12") count too; errors never.
 * An omitted argument (COUNT(,,1)) is a zero, as it is for SUM and AVERAGE: it counts.
 */
export const COUNT = eager(variadic('COUNT', 'How many numbers the arguments hold.'), (args: readonly Value[]) => {
  let n = 0;
  for (const arg of args) {
    if (isMatrix(arg)) arg.each((v) => typeof v === 'number' && n++);
    else if (!isError(toNumber(arg))) n++;
  }
  return n;
});

/** COUNTA: every non-empty value, errors and empty text included. */
export const COUNTA = eager(variadic('COUNTA', 'How many values the arguments hold (non-empty cells).'), (args: readonly Value[]) => {
  let n = 0;
  for (const arg of args) {
    if (isMatrix(arg)) arg.each(() => n++);
    else n++;
  }
  return n;
});

/** COUNTBLANK: empty cells and cells holding empty text. */
export const COUNTBLANK = eager(
  { name: 'COUNTBLANK', category: 'statistical', minArgs: 1, maxArgs: 1, description: 'How many cells of a range are empty.', syntax: 'COUNTBLANK(range)', args: ['any'] },
  ([arg]) => {
    const range = asMatrix(arg);
    let filled = 0;
    range.each((v) => v !== '' && filled++);
    return range.rows * range.cols - filled;
  },
);

export const countFunctions = [COUNT, COUNTA, COUNTBLANK];
