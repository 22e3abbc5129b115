import type { FunctionDefinition } from '../../function-definition.js';
import { FILTER } from './filter.js';
import { GROUPBY } from './group/groupby.js';
import { PIVOTBY } from './group/pivotby.js';
import { INDEX } from './index-fn.js';
import { LOOKUP } from './lookup.js';
import { MATCH } from './match.js';
import { ADDRESS, AREAS, COLUMNS, FORMULATEXT, HYPERLINK, ROWS } from './reference.js';
import { SEQUENCE } from './sequence.js';
import { CHOOSECOLS, CHOOSEROWS, DROP, EXPAND, TAKE, TRANSPOSE } from './shape.js';
import { SORT, SORTBY } from './sort.js';
import { HSTACK, TOCOL, TOROW, VSTACK, WRAPCOLS, WRAPROWS } from './stack.js';
import { TRIMRANGE } from './trimrange.js';
import { UNIQUE } from './unique.js';
import { HLOOKUP, VLOOKUP } from './vlookup.js';
import { XLOOKUP, XMATCH } from './xlookup.js';

/** The lookup functions. */
export const lookupFunctions: readonly FunctionDefinition[] = [
  VLOOKUP, HLOOKUP, LOOKUP, MATCH, INDEX, XLOOKUP, XMATCH,
  CHOOSECOLS, CHOOSEROWS, DROP, TAKE, EXPAND, TRANSPOSE,
  FILTER, SORT, SORTBY, UNIQUE, SEQUENCE, GROUPBY, PIVOTBY,
  HSTACK, VSTACK, TOCOL, TOROW, WRAPROWS, WRAPCOLS,
  ADDRESS, AREAS, ROWS, COLUMNS, HYPERLINK, FORMULATEXT, TRIMRANGE,
];
