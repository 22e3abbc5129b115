import type { FunctionDefinition } from '../../formulas/index.js';

/**
 * How Excel before dynamic arrays passed an argument (its parameter class), which decides where it
 * silently took one value of a range (implicit intersection):
 * - 'value': one value is wanted; a range given here is intersected with the formula's row or column.
 * - 'reference': a reference is taken as it is (SUM's, COUNTIF's range, ROWS, OFFSET's base); an
 *   expression computed here still wants values of its operands.
 * - 'array': an array is taken whole (SUMPRODUCT, MMULT, INDEX's array, LOOKUP's vectors); everything
 *   inside is computed as arrays, as in an array formula.
 * - 'context': the argument is the function's result (IF's and CHOOSE's branches): it is passed as the
 *   call itself is used.
 */
export type ParameterClass = 'value' | 'reference' | 'array' | 'context';

/** A function's parameter classes and whether its result may be several values where one is wanted. */
export interface FunctionClasses {
  readonly classAt: (index: number) => ParameterClass;
  /**
   * 'always': the function returns a reference to a range or an array (INDEX, OFFSET, MMULT...), which
   * Excel intersects as a whole; 'reference': only when given a range (ROW, COLUMN).
   */
  readonly several?: 'always' | 'reference';
}

const CLASS_LETTERS: Readonly<Record<string, ParameterClass>> = { V: 'value', R: 'reference', A: 'array', C: 'context' };

/**
 * Excel's classes of the functions whose parameters are not all values, after Excel's function table
 * (the file formats' documentation of BIFF tokens; its newer functions as Microsoft documents their
 * arguments). One letter per parameter: V value, R reference, A array, C context; the last letter, or
 * the letters in parentheses, repeat for further arguments. A leading `*` marks a function returning a
 * range or an array, `~` one returning several values when given a range.
 */
const TABLE: Readonly<Record<string, string>> = {
  // References (ranges taken whole, as Excel's aggregates take them).
  ...each('R', 'SUM AVERAGE AVERAGEA COUNT COUNTA MAX MAXA MIN MINA PRODUCT STDEV STDEVA STDEVP STDEVPA STDEV.S STDEV.P VAR VARA VARP VARPA VAR.S VAR.P MEDIAN MODE MODE.SNGL AVEDEV DEVSQ GEOMEAN HARMEAN SUMSQ KURT SKEW SKEW.P AND OR XOR CONCAT GCD LCM MULTINOMIAL IMSUM IMPRODUCT COUNTBLANK ROWS COLUMNS AREAS ISREF N T TYPE FORMULATEXT ISFORMULA SHEET SHEETS'),
  ...each('R', 'DAVERAGE DCOUNT DCOUNTA DGET DMAX DMIN DPRODUCT DSTDEV DSTDEVP DSUM DVAR DVARP'),
  'MODE.MULT': '*R',
  ROW: '~R',
  COLUMN: '~R',
  TEXTJOIN: 'VVR',
  AGGREGATE: 'VVR',
  SUBTOTAL: 'VR',
  NPV: 'VR',
  SUMIF: 'RVR',
  AVERAGEIF: 'RVR',
  COUNTIF: 'RV',
  ...each('R(RV)', 'SUMIFS AVERAGEIFS MAXIFS MINIFS'),
  COUNTIFS: '(RV)',
  ...each('RV', 'LARGE SMALL PERCENTILE PERCENTILE.INC PERCENTILE.EXC QUARTILE QUARTILE.INC QUARTILE.EXC TRIMMEAN PERCENTRANK PERCENTRANK.INC PERCENTRANK.EXC ZTEST Z.TEST'),
  ...each('VRV', 'RANK RANK.EQ RANK.AVG'),
  CELL: 'VR',
  NETWORKDAYS: 'VVR',
  WORKDAY: 'VVR',
  'NETWORKDAYS.INTL': 'VVVR',
  'WORKDAY.INTL': 'VVVR',
  // References returned, and lookups.
  OFFSET: '*RV',
  INDEX: '*AV',
  INDIRECT: '*V',
  VLOOKUP: 'VRRV',
  HLOOKUP: 'VRRV',
  LOOKUP: 'VA',
  MATCH: 'VRR',
  // Arrays.
  ...each('A', 'SUMPRODUCT MDETERM SUMX2MY2 SUMX2PY2 SUMXMY2 CHITEST CHISQ.TEST CORREL COVAR COVARIANCE.P COVARIANCE.S FTEST F.TEST INTERCEPT PEARSON RSQ STEYX SLOPE'),
  ...each('*A', 'MMULT MINVERSE FREQUENCY'),
  ...each('*AAV', 'LINEST LOGEST'),
  ...each('*AAAV', 'TREND GROWTH'),
  ...each('AAV', 'TTEST T.TEST PROB XIRR'),
  ...each('VA', 'FORECAST FORECAST.LINEAR XNPV FVSCHEDULE'),
  IRR: 'AV',
  MIRR: 'AV',
  SERIESSUM: 'VVVA',
  MUNIT: '*V',
  // The branches of a choice are its result.
  IF: 'VC',
  IFERROR: 'VC',
  IFNA: 'VC',
  CHOOSE: 'VC',
  IFS: '(VC)',
  SWITCH: 'V(VC)',
};

function each(classes: string, names: string): Record<string, string> {
  return Object.fromEntries(names.split(' ').map((name) => [name, classes]));
}

/** Reads a table entry: `*`/`~`, then letters with an optional repeated group in parentheses. */
function parseClasses(text: string): FunctionClasses {
  const several = text[0] === '*' ? 'always' : text[0] === '~' ? 'reference' : undefined;
  const body = several ? text.slice(1) : text;
  const open = body.indexOf('(');
  const fixed = [...(open < 0 ? body : body.slice(0, open))].map((letter) => CLASS_LETTERS[letter]);
  const repeated = open < 0 ? fixed.slice(-1) : [...body.slice(open + 1, body.indexOf(')'))].map((letter) => CLASS_LETTERS[letter]);
  const head = open < 0 ? fixed.slice(0, -1) : fixed;
  return {
    several,
    classAt: (index) => (index < head.length ? head[index] : repeated[(index - head.length) % repeated.length]),
  };
}

/**
 * Classes of every function Gridcast has: the table's, else (functions whose parameters Excel documents
 * as values or arrays) a value for each argument Gridcast takes one value of and an array for the
 * others. Functions that decide themselves which arguments to compute (LET, LAMBDA) take theirs as
 * arrays: nothing in them is intersected. The functions of dynamic-array Excel (SEQUENCE, FILTER,
 * XLOOKUP...) are not marked as returning several values: a formula calling one that Excel stored
 * without the dynamic-array flag gave it one value there, and reads as written.
 */
export function functionClasses(functions: readonly FunctionDefinition[]): ReadonlyMap<string, FunctionClasses> {
  const out = new Map<string, FunctionClasses>();
  for (const fn of functions) {
    const name = fn.name.toUpperCase();
    const listed = TABLE[name];
    if (listed !== undefined) {
      out.set(name, parseClasses(listed));
      continue;
    }
    const modes = fn.lazy ? ['any' as const] : (fn.args ?? ['scalar' as const]);
    const classes = modes.map((mode): ParameterClass => (mode === 'scalar' ? 'value' : 'array'));
    out.set(name, { classAt: (index) => classes[Math.min(index, classes.length - 1)] });
  }
  return out;
}
