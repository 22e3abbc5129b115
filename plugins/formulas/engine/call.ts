import type { ArgMode, CallContext, EagerFunction } from '../function-definition.js';
import { ArrayValue, ERRORS, isMatrix, type Scalar, type Value } from '../values.js';
import { broadcastSize, elementAt } from './broadcast.js';

function modeAt(def: EagerFunction, i: number): ArgMode {
  const modes = def.args;
  if (!modes || modes.length === 0) return 'scalar';
  return modes[Math.min(i, modes.length - 1)];
}

/**
 * Calls an eager function. Arguments in 'scalar' mode are read (a one-cell range gives its value);
 * an array or larger range in a 'scalar' position calls the function once per element and gives an
 * array (dynamic-array lifting).
 */
export function callEager(def: EagerFunction, args: Value[], ctx: CallContext): Value {
  let lifted: number[] | undefined;
  for (let i = 0; i < args.length; i++) {
    const v = args[i];
    if (!isMatrix(v) || modeAt(def, i) !== 'scalar') continue;
    if (v.rows === 1 && v.cols === 1) args[i] = v.get(0, 0);
    else (lifted ??= []).push(i);
  }
  if (!lifted) return def.call(args, ctx);
  return callLifted(def, args, lifted, ctx);
}

function callLifted(def: EagerFunction, args: Value[], lifted: number[], ctx: CallContext): Value {
  const { rows, cols } = broadcastSize(lifted.map((i) => args[i]));
  if (rows * cols > 10_000_000) return ERRORS.VALUE;
  const data: Scalar[][] = [];
  const callArgs = args.slice();
  for (let r = 0; r < rows; r++) {
    const line: Scalar[] = new Array(cols);
    for (let c = 0; c < cols; c++) {
      for (const i of lifted) callArgs[i] = elementAt(args[i], r, c);
      const result = def.call(callArgs, ctx);
      line[c] = isMatrix(result) ? result.get(0, 0) : result;
    }
    data.push(line);
  }
  return new ArrayValue(data);
}
