import type { BinaryOperator } from '../parser/index.js';
import { ERRORS, type Value } from '../values.js';
import { binaryValue } from './operators.js';
import type { Evaluator } from './sheet-data.js';

const finite = (n: number): Value => (n - n === 0 ? n : ERRORS.NUM);

/**
 * A binary operator whose two number operands skip coercion (the common case: `=A1+1` down 100k rows);
 * anything else goes through binaryValue.
 */
export function compileBinary(op: BinaryOperator, left: Evaluator, right: Evaluator): Evaluator {
  switch (op) {
    case '+':
      return (cell, env) => {
        const a = left(cell, env);
        const b = right(cell, env);
        return typeof a === 'number' && typeof b === 'number' ? finite(a + b) : binaryValue(op, a, b);
      };
    case '-':
      return (cell, env) => {
        const a = left(cell, env);
        const b = right(cell, env);
        return typeof a === 'number' && typeof b === 'number' ? finite(a - b) : binaryValue(op, a, b);
      };
    case '*':
      return (cell, env) => {
        const a = left(cell, env);
        const b = right(cell, env);
        return typeof a === 'number' && typeof b === 'number' ? finite(a * b) : binaryValue(op, a, b);
      };
    case '/':
      return (cell, env) => {
        const a = left(cell, env);
        const b = right(cell, env);
        return typeof a === 'number' && typeof b === 'number' && b !== 0 ? finite(a / b) : binaryValue(op, a, b);
      };
    default:
      return (cell, env) => binaryValue(op, left(cell, env), right(cell, env));
  }
}
