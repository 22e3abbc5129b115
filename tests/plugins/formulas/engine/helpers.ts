import { Engine, type CellContent } from '../../../../plugins/formulas/engine/index.js';
import type { OwnEngineOptions } from '../../../../plugins/formulas/assembled-functions.js';
import { isError, type Scalar } from '../../../../plugins/formulas/values.js';
import { engineOptions } from '../../../support/engine.js';

/** A one-sheet engine addressed in A1 notation. */
export class Book {
  readonly engine: Engine;
  readonly sheet: string;
  constructor(options?: OwnEngineOptions) {
    this.engine = new Engine(engineOptions(options));
    this.sheet = this.engine.addSheet('Sheet1');
  }
  set(a1: string, content: CellContent): this {
    const [row, col] = at(a1);
    this.engine.setCellContent(this.sheet, row, col, content);
    return this;
  }
  get(a1: string): Scalar {
    const [row, col] = at(a1);
    return this.engine.getValue(this.sheet, row, col);
  }
  /** The value, with errors as their code text. */
  show(a1: string): Scalar {
    const v = this.get(a1);
    return isError(v) ? v.code : v;
  }
}

export function at(a1: string): [number, number] {
  const m = /^([A-Z]+)(\d+)$/.exec(a1)!;
  let col = 0;
  for (const ch of m[1]) col = col * 26 + (ch.charCodeAt(0) - 64);
  return [Number(m[2]) - 1, col - 1];
}

/** Value of a formula typed in an empty book's A1. */
export function evaluate(formula: string, options?: OwnEngineOptions): Scalar {
  return new Book(options).set('A1', formula).show('A1');
}
