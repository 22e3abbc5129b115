/**
 * Functions added to Excel after 2007 are stored in files with an `_xlfn.` prefix (`_xlfn._xlws.` for
 * FILTER and SORT); Excel and LibreOffice show #NAME? for them without it. Formulas are written with
 * the prefix and read without it (cell-values.ts).
 */
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
]);
/** `A1#` (a spill reference), stored by Excel as `_xlfn.ANCHORARRAY(A1)`. */
const SPILL_REFERENCE = /((?:'(?:[^']|'')*'!|[A-Za-z0-9_.]+!)?\$?[A-Za-z]{1,3}\$?\d+)#/g;
const WORKSHEET_FUNCTIONS = new Set(['FILTER', 'SORT']);

/** Adds Excel's storage prefixes to the newer functions of a formula (text inside quotes is left alone). */
export function withFutureFunctionPrefixes(formula: string): string {
  return formula
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
