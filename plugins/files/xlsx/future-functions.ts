/**
 * Functions added to Excel after 2007 are stored in files with an `_xlfn.` prefix (`_xlfn._xlws.` for
 * FILTER and SORT); Excel and LibreOffice show #NAME? for them without it. Formulas are written with
 * the prefix and read without it (cell-values.ts).
 */
import { withParameterPrefixes } from './lambda-parameters.js';

const FUTURE_FUNCTIONS = new Set([
  'ACOT', 'ACOTH', 'AGGREGATE', 'ARABIC', 'ARRAYTOTEXT', 'BASE', 'BETA.DIST', 'BETA.INV', 'BINOM.DIST', 'BINOM.DIST.RANGE', 'BINOM.INV',
  'BITAND', 'BITLSHIFT', 'BITOR', 'BITRSHIFT', 'BITXOR', 'CEILING.MATH', 'CEILING.PRECISE', 'CHISQ.DIST', 'CHISQ.DIST.RT', 'CHISQ.INV',
  'CHISQ.INV.RT', 'CHISQ.TEST', 'CHOOSECOLS', 'CHOOSEROWS', 'COMBINA', 'CONCAT', 'CONFIDENCE.NORM', 'CONFIDENCE.T', 'COT', 'COTH',
  'COVARIANCE.P', 'COVARIANCE.S', 'CSC', 'CSCH', 'DAYS', 'DECIMAL', 'DROP', 'ERF.PRECISE', 'ERFC.PRECISE', 'EXPAND', 'EXPON.DIST',
  'F.DIST', 'F.DIST.RT', 'F.INV', 'F.INV.RT', 'F.TEST', 'FLOOR.MATH', 'FLOOR.PRECISE', 'FORECAST.LINEAR', 'FORMULATEXT', 'GAMMA',
  'GAMMA.DIST', 'GAMMA.INV', 'GAMMALN.PRECISE', 'GAUSS', 'HSTACK', 'HYPGEOM.DIST', 'IFNA', 'IFS', 'IMCOSH', 'IMCOT', 'IMCSC', 'IMCSCH',
  'IMSEC', 'IMSECH', 'IMSINH', 'IMTAN', 'ISFORMULA', 'ISOWEEKNUM', 'LET', 'LOGNORM.DIST', 'LOGNORM.INV', 'MAXIFS', 'MINIFS',
  'MODE.MULT', 'MODE.SNGL', 'MUNIT', 'NEGBINOM.DIST', 'NETWORKDAYS.INTL', 'NORM.DIST', 'NORM.INV', 'NORM.S.DIST', 'NORM.S.INV',
  'NUMBERVALUE', 'PDURATION', 'PERCENTILE.EXC', 'PERCENTILE.INC', 'PERCENTRANK.EXC', 'PERCENTRANK.INC', 'PERMUTATIONA', 'PHI',
  'POISSON.DIST', 'QUARTILE.EXC', 'QUARTILE.INC', 'RANDARRAY', 'RANK.AVG', 'RANK.EQ', 'RRI', 'SEC', 'SECH', 'SEQUENCE', 'SHEET',
  'SHEETS', 'SKEW.P', 'SORTBY', 'STDEV.P', 'STDEV.S', 'SWITCH', 'T.DIST', 'T.DIST.2T', 'T.DIST.RT', 'T.INV', 'T.INV.2T', 'T.TEST',
  'TAKE', 'TEXTAFTER', 'TEXTBEFORE', 'TEXTJOIN', 'TEXTSPLIT', 'TOCOL', 'TOROW', 'UNICHAR', 'UNICODE', 'UNIQUE', 'VALUETOTEXT',
  'VAR.P', 'VAR.S', 'VSTACK', 'WEIBULL.DIST', 'WORKDAY.INTL', 'WRAPCOLS', 'WRAPROWS', 'XLOOKUP', 'XMATCH', 'XOR', 'Z.TEST',
  'LAMBDA', 'ISOMITTED', 'MAP', 'REDUCE', 'SCAN', 'BYROW', 'BYCOL', 'MAKEARRAY', 'PERCENTOF', 'TRIMRANGE', 'ANCHORARRAY',
  'GROUPBY', 'PIVOTBY', 'SINGLE',
]);
/** `A1#` (a spill reference), stored by Excel as `_xlfn.ANCHORARRAY(A1)`. */
const SPILL_REFERENCE = /((?:'(?:[^']|'')*'!|[A-Za-z0-9_.]+!)?\$?[A-Za-z]{1,3}\$?\d+)#/g;
const WORKSHEET_FUNCTIONS = new Set(['FILTER', 'SORT']);

/** Adds Excel's storage prefixes to the newer functions of a formula (text inside quotes is left alone). */
export function withFutureFunctionPrefixes(formula: string): string {
  return atAsSingle(withParameterPrefixes(formula))
    .split(/("(?:[^"]|"")*")/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(SPILL_REFERENCE, 'ANCHORARRAY($1)').replace(/(^|[^A-Za-z0-9_.])([A-Za-z][A-Za-z0-9.]*)(?=\()/g, (match, before: string, name: string) => {
            const upper = name.toUpperCase();
            if (WORKSHEET_FUNCTIONS.has(upper)) return `${before}_xlfn._xlws.${name}`;
            return FUTURE_FUNCTIONS.has(upper) ? `${before}_xlfn.${name}` : match;
          }),
    )
    .join('');
}

/** The index just past a quoted run (a "text" or a 'sheet name', its quote doubled inside) starting at `start`. */
function quotedEnd(formula: string, start: number): number {
  const quote = formula[start];
  let i = start + 1;
  while (i < formula.length) {
    if (formula[i] === quote && formula[i + 1] === quote) i += 2;
    else if (formula[i] === quote) return i + 1;
    else i++;
  }
  return i;
}

/** The index just past the parenthesis that closes the one at `open` (text in quotes skipped). */
function closingEnd(formula: string, open: number): number {
  let depth = 0;
  for (let i = open; i < formula.length;) {
    const ch = formula[i];
    if (ch === '"' || ch === "'") { i = quotedEnd(formula, i); continue; }
    if (ch === '(') depth++;
    if (ch === ')' && --depth === 0) return i + 1;
    i++;
  }
  return formula.length;
}

/** The end of the operand of `@`: a reference, range or name (sheet prefix and A1# included), a call, or a group. */
function operandEnd(formula: string, start: number): number {
  let i = start;
  if (formula[i] === "'") i = quotedEnd(formula, i);
  while (i < formula.length && /[A-Za-z0-9_.$:!#]/.test(formula[i])) i++;
  return formula[i] === '(' ? closingEnd(formula, i) : i;
}

/** `@x` (implicit intersection) as Excel stores it: `SINGLE(x)`, prefixed with the other newer functions. */
function atAsSingle(formula: string): string {
  let out = '';
  for (let i = 0; i < formula.length;) {
    const ch = formula[i];
    if (ch === '"' || ch === "'") {
      const end = quotedEnd(formula, i);
      out += formula.slice(i, end);
      i = end;
    } else if (ch === '@') {
      const end = operandEnd(formula, i + 1);
      const operand = formula.slice(i + 1, end);
      out += operand.startsWith('(') && end === closingEnd(formula, i + 1) ? `SINGLE${operand}` : `SINGLE(${operand})`;
      i = end;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}
