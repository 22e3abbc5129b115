/**
 * The conformance cases: formulas whose values LibreOffice Calc computes for us (scripts/conformance/
 * expected.ts), checked against our engine by tests/conformance. Families are built from argument
 * lists so that every function meets ordinary, edge and wrong-typed arguments.
 */
export interface ConformanceCase {
  readonly id: string;
  readonly formula: string;
}

const cases: ConformanceCase[] = [];
const add = (family: string, formula: string): void => {
  cases.push({ id: `${family}-${cases.filter((c) => c.id.startsWith(`${family}-`)).length + 1}`, formula });
};
const each = <T>(values: readonly T[], family: string, make: (v: T) => string) => values.forEach((v) => add(family, make(v)));
const pairs = <A, B>(as: readonly A[], bs: readonly B[], family: string, make: (a: A, b: B) => string) => as.forEach((a) => bs.forEach((b) => add(family, make(a, b))));

const NUMBERS = ['0', '1', '-1', '2.5', '-2.5', '0.125', '1234.5678', '-0.5', '1E+10', '3'];
const SMALL = ['0.1', '0.5', '0.9', '-0.3', '1', '2'];
const TEXTS = ['"abc"', '"Hello World"', '"  spaced   out  "', '""', '"12"', '"a,b,c"', '"ÉCOLE"', '"x"'];

// Operators, precedence and coercion.
each(['1+2*3', '(1+2)*3', '-2^2', '2^-1', '2^3^2', '10/4', '7-3-2', '2*3%', '50%', '"3"+4', '"3"&4', '1&2', 'TRUE+1', 'FALSE*5', '"a"="A"', '"a"<"b"', '"B"<"a"', '1<"a"', '"1"=1', 'TRUE>1', '1=1.0', '0.1+0.2=0.3', '3-2-1=0', '1/3*3', '"abc"&TRUE', '-"2"', '+"x"', '"2"*"3"', '5>=5', '5<>5', '"x"<>"X"', '10-5%', '=1/0', '"a"+1', 'SUM(1,"2",TRUE)', '2^0.5', '(-8)^(1/3)', '0^0', '1E300*1E10', '-(-(-1))', '4^0.5^2', '1+-1', '--"5"', '3*-2', '"" = 0', 'ISBLANK("")'], 'op', (f) => f.replace(/^=/, ''));

// Rounding and integer functions.
pairs(NUMBERS, ['0', '1', '2', '-1', '-2'], 'round', (x, d) => `ROUND(${x},${d})`);
pairs(NUMBERS, ['0', '1', '-1'], 'roundup', (x, d) => `ROUNDUP(${x},${d})`);
pairs(NUMBERS, ['0', '1', '-1'], 'rounddown', (x, d) => `ROUNDDOWN(${x},${d})`);
each(NUMBERS, 'int', (x) => `INT(${x})`);
pairs(NUMBERS, ['0', '1', '-2'], 'trunc', (x, d) => `TRUNC(${x},${d})`);
pairs(['10', '-10', '7.5', '-7.5', '0', '1'], ['3', '-3', '2.5', '0'], 'mod', (a, b) => `MOD(${a},${b})`);
pairs(['10', '-10', '7.5', '-7.5'], ['3', '-3', '2'], 'quotient', (a, b) => `QUOTIENT(${a},${b})`);
pairs(['2.5', '-2.5', '6.7', '-6.7', '0', '14'], ['1', '2', '0.5', '-2'], 'ceiling', (a, b) => `CEILING(${a},${b})`);
pairs(['2.5', '-2.5', '6.7', '-6.7', '0', '14'], ['1', '2', '0.5', '-2'], 'floor', (a, b) => `FLOOR(${a},${b})`);
pairs(['10', '-10', '1.3', '5', '7.5'], ['3', '-3', '0.5', '0'], 'mround', (a, b) => `MROUND(${a},${b})`);
each(NUMBERS, 'even', (x) => `EVEN(${x})`);
each(NUMBERS, 'odd', (x) => `ODD(${x})`);
each(NUMBERS, 'abs', (x) => `ABS(${x})`);
each(NUMBERS, 'sign', (x) => `SIGN(${x})`);

// Powers, logs, roots.
each(['0', '1', '2', '16', '0.25', '-4', '1E6'], 'sqrt', (x) => `SQRT(${x})`);
each(['0', '1', '-1', '2.5', '10', '-10', '0.001'], 'exp', (x) => `EXP(${x})`);
each(['1', '2.718281828', '10', '0.5', '0', '-1', '1E10'], 'ln', (x) => `LN(${x})`);
each(['1', '10', '1000', '0.01', '5', '0', '-10'], 'log10', (x) => `LOG10(${x})`);
pairs(['8', '100', '2', '0.5', '1'], ['2', '10', '0.5', '1'], 'log', (x, b) => `LOG(${x},${b})`);
pairs(['2', '-2', '0', '1.5', '10'], ['0', '1', '2', '-1', '0.5', '3'], 'power', (x, y) => `POWER(${x},${y})`);
each(['0', '1', '5', '10', '20', '-1', '3.7', '170'], 'fact', (x) => `FACT(${x})`);
each(['0', '1', '5', '6', '9', '-1'], 'factdouble', (x) => `FACTDOUBLE(${x})`);
pairs(['5', '10', '20', '4'], ['0', '1', '2', '5', '4'], 'combin', (n, k) => `COMBIN(${n},${k})`);
pairs(['5', '10', '20', '4'], ['0', '1', '2', '5'], 'permut', (n, k) => `PERMUT(${n},${k})`);
each(['12,18', '7,13', '0,5', '24,36,60', '5.9,10', '-4,8'], 'gcd', (a) => `GCD(${a})`);
each(['4,6', '7,13', '0,5', '2,3,4', '5.9,10', '12,18'], 'lcm', (a) => `LCM(${a})`);
each(['1', '4', '9', '49', '499', '1999', '3999', '0', '4000'], 'roman', (x) => `ROMAN(${x})`);
each(['"XIV"', '"MCMXCIX"', '"iv"', '""', '"MMMCMXCIX"'], 'arabic', (x) => `ARABIC(${x})`);
pairs(['0', '7', '255', '1000'], ['2', '16', '36'], 'base', (x, b) => `BASE(${x},${b})`);
each(['"FF",16', '"111",2', '"zz",36', '"0",10', '"7A",16'], 'decimal', (x) => `DECIMAL(${x})`);

// Trigonometry.
const ANGLES = ['0', '0.5', '1', '-1', '3.14159265358979', '2', '10'];
for (const fn of ['SIN', 'COS', 'TAN', 'SINH', 'COSH', 'TANH', 'ATAN', 'ASINH', 'DEGREES', 'RADIANS']) each(ANGLES, fn.toLowerCase(), (x) => `${fn}(${x})`);
for (const fn of ['ASIN', 'ACOS', 'ATANH']) each(SMALL, fn.toLowerCase(), (x) => `${fn}(${x})`);
each(['1', '1.5', '2', '10', '0.5'], 'acosh', (x) => `ACOSH(${x})`);
pairs(['1', '-1', '0', '2'], ['1', '-1', '0', '0.5'], 'atan2', (x, y) => `ATAN2(${x},${y})`);
each(['PI()', 'PI()*2', 'SQRTPI(2)', 'SQRTPI(0)'], 'pi', (f) => f);

// Aggregates over the data sheet.
const RANGES = ['Data!A1:A10', 'Data!C1:C10', 'Data!A1:A5', 'Data!A1:C10', 'Data!I1:I10'];
for (const fn of ['SUM', 'AVERAGE', 'COUNT', 'COUNTA', 'COUNTBLANK', 'MIN', 'MAX', 'MEDIAN', 'PRODUCT', 'STDEV', 'STDEVP', 'VAR', 'VARP', 'AVEDEV', 'DEVSQ', 'SUMSQ', 'MAXA', 'MINA', 'AVERAGEA', 'STDEVA', 'VARA', 'KURT', 'SKEW', 'MODE']) each(RANGES, fn.toLowerCase(), (r) => `${fn}(${r})`);
each(['1,2,3', '"1",2,TRUE', '1,,3', 'Data!A1:A3,10'], 'sum-args', (a) => `SUM(${a})`);
each(['1,2,3', '"1",2,TRUE', '1,,3'], 'average-args', (a) => `AVERAGE(${a})`);
each(['1,2,"x",TRUE', '"1",2', ',,1'], 'count-args', (a) => `COUNT(${a})`);
pairs(['Data!A1:A10', 'Data!I1:I10'], ['1', '2', '3', '10', '11', '0'], 'large', (r, k) => `LARGE(${r},${k})`);
pairs(['Data!A1:A10', 'Data!I1:I10'], ['1', '2', '3', '10', '11', '0'], 'small', (r, k) => `SMALL(${r},${k})`);
pairs(['Data!A1:A10', 'Data!I1:I10'], ['0', '0.1', '0.25', '0.5', '0.9', '1', '1.5'], 'percentile', (r, p) => `PERCENTILE(${r},${p})`);
pairs(['Data!A1:A10', 'Data!I1:I10'], ['0', '1', '2', '3', '4', '5'], 'quartile', (r, q) => `QUARTILE(${r},${q})`);
pairs(['4', '12.25', '-6', '5'], ['0', '1'], 'rank', (x, o) => `RANK(${x},Data!A1:A10,${o})`);
each(['0.1', '0.5', '0.2,1'], 'trimmean', (p) => `TRIMMEAN(Data!A1:A10,${p.split(',')[0]})`);
each(['Data!A1:A10', 'Data!I1:I10'], 'geomean', (r) => `GEOMEAN(${r})`);
each(['Data!I1:I10', 'Data!A1:A3'], 'harmean', (r) => `HARMEAN(${r})`);
const CRITERIA = ['">4"', '">=4"', '"<0"', '"<>4"', '4', '"4"', '"=4"', '"apple"', '"a*"', '"*e*"', '"?????"', '"<>apple"', '""', '"<>"', 'TRUE', '"*berry"', '"APPLE"', '">d"'];
each(CRITERIA, 'countif-a', (c) => `COUNTIF(Data!A1:A10,${c})`);
each(CRITERIA, 'countif-b', (c) => `COUNTIF(Data!B1:B10,${c})`);
each(CRITERIA, 'countif-c', (c) => `COUNTIF(Data!C1:C10,${c})`);
each(CRITERIA, 'sumif-a', (c) => `SUMIF(Data!A1:A10,${c})`);
each(CRITERIA, 'sumif-b', (c) => `SUMIF(Data!B1:B10,${c},Data!A1:A10)`);
each(CRITERIA.slice(0, 8), 'averageif', (c) => `AVERAGEIF(Data!A1:A10,${c})`);
each(['">0","<10"', '">=4","<=4"', '"<>0","<>4"'], 'countifs', (c) => { const [a, b] = c.split(','); return `COUNTIFS(Data!A1:A10,${a},Data!I1:I10,${b.replace('10', '60')})`; });
each(['">0"', '"a*"', '"<>apple"'], 'sumifs', (c) => `SUMIFS(Data!I1:I10,Data!B1:B10,${c === '">0"' ? '"*"' : c},Data!A1:A10,">0")`);
each(['Data!A1:A10,Data!I1:I10', 'Data!A1:A3,Data!I1:I3', 'Data!A1:A10'], 'sumproduct', (a) => `SUMPRODUCT(${a})`);
for (const fn of ['CORREL', 'PEARSON', 'COVAR', 'SLOPE', 'INTERCEPT', 'RSQ', 'STEYX']) add(fn.toLowerCase(), `${fn}(Data!A1:A10,Data!I1:I10)`);
each(['5', '55', '105'], 'forecast', (x) => `FORECAST(${x},Data!A1:A10,Data!I1:I10)`);

// Distributions.
pairs(['-1', '0', '0.5', '1.96', '3'], ['TRUE', 'FALSE'], 'normsdist', (x, c) => `NORM.S.DIST(${x},${c})`);
pairs(['0', '1', '2.5'], ['0,1', '1,2', '2,0.5'], 'normdist', (x, p) => `NORMDIST(${x},${p},TRUE)`);
each(['0.01', '0.5', '0.975', '0.999'], 'normsinv', (p) => `NORMSINV(${p})`);
each(['0.05,10,2', '0.5,0,1', '0.9,100,15'], 'norminv', (a) => `NORMINV(${a})`);
pairs(['0.5', '1', '2.5'], ['1', '5', '30'], 'tdist', (x, df) => `TDIST(${x},${df},2)`);
pairs(['0.05', '0.5'], ['1', '5', '30'], 'tinv', (p, df) => `TINV(${p},${df})`);
pairs(['1', '3.84', '10'], ['1', '4'], 'chidist', (x, df) => `CHIDIST(${x},${df})`);
pairs(['0', '1', '3', '5'], ['TRUE', 'FALSE'], 'binomdist', (k, c) => `BINOMDIST(${k},10,0.3,${c})`);
pairs(['0', '2', '5'], ['TRUE', 'FALSE'], 'poisson', (k, c) => `POISSON(${k},3,${c})`);
pairs(['0.5', '1', '2'], ['TRUE', 'FALSE'], 'expondist', (x, c) => `EXPONDIST(${x},1.5,${c})`);
each(['0.5', '1', '4.5', '10'], 'gammaln', (x) => `GAMMALN(${x})`);
each(['0.2', '0.5', '0.9'], 'fisher', (x) => `FISHER(${x})`);
each(['0.05,1.5,100', '0.01,2,50'], 'confidence', (a) => `CONFIDENCE(${a})`);
each(['1,2,3', '0.5,0,1'], 'standardize', (a) => `STANDARDIZE(${a})`);

// Text.
for (const fn of ['LEN', 'UPPER', 'LOWER', 'PROPER', 'TRIM', 'CLEAN', 'T', 'CODE']) each(TEXTS, fn.toLowerCase(), (t) => `${fn}(${t})`);
pairs(TEXTS, ['0', '1', '3', '20'], 'left', (t, n) => `LEFT(${t},${n})`);
pairs(TEXTS, ['0', '1', '3', '20'], 'right', (t, n) => `RIGHT(${t},${n})`);
pairs(TEXTS, ['1,1', '2,3', '5,10', '20,2', '1,0'], 'mid', (t, a) => `MID(${t},${a})`);
pairs(['"o"', '"O"', '"l"', '"z"', '""'], ['"Hello World"', '"hello"'], 'find', (n, h) => `FIND(${n},${h})`);
pairs(['"o"', '"O"', '"w*d"', '"?o"', '"z"'], ['"Hello World"', '"hello"'], 'search', (n, h) => `SEARCH(${n},${h})`);
each(['"a-b-c","-","+"', '"a-b-c","-","+",2', '"aaa","a","bb"', '"abc","","x"', '"Hello","l","L",3'], 'substitute', (a) => `SUBSTITUTE(${a})`);
each(['"abcdef",2,3,"XY"', '"abc",1,0,"Z"', '"abc",10,1,"Z"', '"abcdef",1,6,""'], 'replace', (a) => `REPLACE(${a})`);
pairs(['"ab"', '"-"', '""'], ['0', '1', '3'], 'rept', (t, n) => `REPT(${t},${n})`);
each(['"a","b","c"', '1,2,3', '"x",TRUE,2.5', '""'], 'concatenate', (a) => `CONCATENATE(${a})`);
each(['"abc","abc"', '"abc","ABC"', '"1",1', '"",""'], 'exact', (a) => `EXACT(${a})`);
each(['65', '97', '48', '32', '126'], 'char', (x) => `CHAR(${x})`);
const FORMATS = ['"0"', '"0.00"', '"#,##0"', '"#,##0.00"', '"0%"', '"0.0%"', '"$#,##0.00"', '"0.00E+00"', '"yyyy-mm-dd"', '"mm/dd/yyyy"', '"mmm d, yyyy"', '"dddd"', '"h:mm AM/PM"', '"[h]:mm"', '"00000"', '"# ?/?"', '"@"', '"0.0"'];
pairs(['1234.5678', '-1234.5678', '0.5', '45292.75', '0'], FORMATS, 'text', (x, f) => `TEXT(${x},${f})`);
each(['"123"', '"1,234.5"', '"$12.50"', '"50%"', '"1E3"', '" 7 "', '"abc"', '"2024-01-15"', '"1/15/2024"', '"12:30"'], 'value', (t) => `VALUE(${t})`);
pairs(['1234.567', '-0.5', '1000000'], ['0', '2', '-2'], 'fixed', (x, d) => `FIXED(${x},${d})`);
pairs(['1234.567', '-0.5'], ['0', '2'], 'dollar', (x, d) => `DOLLAR(${x},${d})`);

// Dates and times.
each(['2024,1,15', '2024,2,29', '2023,2,29', '2024,13,1', '2024,0,1', '2024,1,0', '1900,1,1', '1900,3,1', '1899,12,31', '99,1,1', '2024,-1,15', '2024,1,-5'], 'date', (a) => `DATE(${a})`);
const SERIALS = ['1', '59', '60', '61', '366', '45292', '45351', '45657.75', '2958465', '0'];
for (const fn of ['YEAR', 'MONTH', 'DAY']) each(SERIALS, fn.toLowerCase(), (s) => `${fn}(${s})`);
pairs(['45292', '45296', '45297', '1'], ['1', '2', '3', '11', '16'], 'weekday', (s, t) => `WEEKDAY(${s},${t})`);
pairs(['45292', '45300', '45657', '45658'], ['1', '2', '21'], 'weeknum', (s, t) => `WEEKNUM(${s},${t})`);
pairs(['45292', '45322', '45351'], ['1', '-1', '12', '0', '13'], 'edate', (s, m) => `EDATE(${s},${m})`);
pairs(['45292', '45322', '45351'], ['0', '1', '-1', '11'], 'eomonth', (s, m) => `EOMONTH(${s},${m})`);
pairs(['45292,45657', '45000,45292', '45292,45322'], ['"Y"', '"M"', '"D"', '"MD"', '"YM"', '"YD"'], 'datedif', (d, u) => `DATEDIF(${d},${u})`);
pairs(['45292,45657', '45322,45351', '45351,45382'], ['FALSE', 'TRUE'], 'days360', (d, m) => `DAYS360(${d},${m})`);
each(['45292,45322', '45297,45298', '45322,45292', '45292,45657'], 'networkdays', (a) => `NETWORKDAYS(${a})`);
pairs(['45292', '45297'], ['1', '5', '-3', '20', '0'], 'workday', (s, n) => `WORKDAY(${s},${n})`);
pairs(['45292,45657', '45292,45322', '45000,46000'], ['0', '1', '2', '3', '4'], 'yearfrac', (d, b) => `YEARFRAC(${d},${b})`);
each(['12,30,0', '0,0,0', '23,59,59', '25,0,0', '12,90,0', '0,0,-1'], 'time', (a) => `TIME(${a})`);
for (const fn of ['HOUR', 'MINUTE', 'SECOND']) each(['0.5', '0.75', '45292.123456', '0', '0.999999'], fn.toLowerCase(), (s) => `${fn}(${s})`);
each(['"2024-01-15"', '"1/15/2024"', '"15-Jan-2024"', '"Jan 15, 2024"', '"2024/01/15"', '"not a date"', '"2/30/2024"'], 'datevalue', (t) => `DATEVALUE(${t})`);
each(['"12:30"', '"6:45 PM"', '"23:59:59"', '"25:00"'], 'timevalue', (t) => `TIMEVALUE(${t})`);
each(['45657,45292', '45292,45292', '1,366'], 'days', (a) => `DAYS(${a})`);

// Logical and information.
each(['TRUE,1,2', 'FALSE,1,2', '1,"y","n"', '0,"y","n"', '"x"="x","same","diff"', 'TRUE,1', 'FALSE,1', '2>3,,"no"', '"TRUE",1,2', '1/0,1,2'], 'if', (a) => `IF(${a})`);
each(['TRUE,TRUE', 'TRUE,FALSE', '1,0', 'Data!C1:C10', '"TRUE",TRUE'], 'and', (a) => `AND(${a})`);
each(['FALSE,FALSE', 'TRUE,FALSE', '0,0', 'Data!C1:C10'], 'or', (a) => `OR(${a})`);
each(['TRUE,TRUE', 'TRUE,FALSE', 'TRUE,TRUE,TRUE'], 'xor', (a) => `XOR(${a})`);
each(['TRUE', 'FALSE', '0', '5'], 'not', (a) => `NOT(${a})`);
each(['1/0,"err"', '5,"err"', 'NA(),"na"', '"x"+1,0'], 'iferror', (a) => `IFERROR(${a})`);
each(['NA(),"na"', '1/0,"na"', '3,"na"'], 'ifna', (a) => `IFNA(${a})`);
// Single-cell probes only: a range would spill into the next case's cell.
const PROBES = ['1', '"x"', 'TRUE', 'Data!C4', '1/0', 'NA()', '""', 'Data!C9', 'Data!B2'];
for (const fn of ['ISNUMBER', 'ISTEXT', 'ISLOGICAL', 'ISBLANK', 'ISERROR', 'ISERR', 'ISNA', 'ISNONTEXT']) each(PROBES, fn.toLowerCase(), (p) => `${fn}(${p})`);
each(['1', '"x"', 'TRUE', '1/0', 'Data!C4'], 'type', (p) => `TYPE(${p})`);
each(['5', '"x"', 'TRUE', '"7"'], 'n', (p) => `N(${p})`);
each(['1/0', 'NA()', '"x"+1', 'SQRT(-1)'], 'errortype', (p) => `ERROR.TYPE(${p})`);
each(['4', '3', '0', '-1', '2.5'], 'iseven', (p) => `ISEVEN(${p})`);
each(['2,"a","b","c"', '1,"a","b"', '3,"a","b"', '1.9,"a","b"'], 'choose', (a) => `CHOOSE(${a})`);

// Lookup and reference.
each(['"south"', '"SOUTH"', '"centre"', '"nowhere"', '"s*"'], 'vlookup', (k) => `VLOOKUP(${k},Data!E2:G6,2,FALSE)`);
each(['"east",3', '"west",1', '"north",4'], 'vlookup-col', (a) => { const [k, c] = a.split(','); return `VLOOKUP(${k},Data!E2:G6,${c},FALSE)`; });
each(['35', '10', '5', '100', '1000', '55'], 'vlookup-sorted', (k) => `VLOOKUP(${k},Data!I1:I10,1,TRUE)`);
each(['"Sales"', '"Key"', '"x"'], 'hlookup', (k) => `HLOOKUP(${k},Data!E1:G3,2,FALSE)`);
pairs(['35', '10', '5', '100', '1000'], ['1', '0'], 'match', (k, t) => `MATCH(${k},Data!I1:I10,${t})`);
each(['"cherry"', '"CHERRY"', '"c*"', '"zzz"'], 'match-text', (k) => `MATCH(${k},Data!B1:B10,0)`);
each(['2,1', '3,2', '5,3', '1,1', '6,1'], 'index', (a) => `INDEX(Data!E2:G6,${a})`);
each(['3', '10', '1'], 'index-col', (r) => `INDEX(Data!A1:A10,${r})`);
each(['35', '5', '100'], 'lookup', (k) => `LOOKUP(${k},Data!I1:I10,Data!A1:A10)`);
each(['1,1', '2,3,1', '5,2,4', '1,1,1,FALSE', '1,1,1,TRUE,"S"'], 'address', (a) => `ADDRESS(${a})`);
each(['Data!A1:C4', 'Data!E2:G6', 'Data!A5'], 'rows', (r) => `ROWS(${r})`);
each(['Data!A1:C4', 'Data!E2:G6', 'Data!A5'], 'columns', (r) => `COLUMNS(${r})`);

// Financial.
each(['0.05/12,360,200000', '0.08,10,-1000', '0,12,1200', '0.05/12,360,200000,0,1', '0.1,5,-100,500'], 'pmt', (a) => `PMT(${a})`);
each(['0.05,10,-100', '0.06/12,120,-200,-500,1', '0,10,-100'], 'fv', (a) => `FV(${a})`);
each(['0.05,10,-100', '0.08/12,240,-500', '0,10,-100,1000'], 'pv', (a) => `PV(${a})`);
each(['0.01,-100,1000', '0.05/12,-500,20000', '0,-100,1000'], 'nper', (a) => `NPER(${a})`);
each(['10,-100,1000', '360,-1073.64,200000', '12,-100,1200'], 'rate', (a) => `RATE(${a})`);
each(['0.05/12,1,360,200000', '0.05/12,12,360,200000', '0.1,3,5,-1000'], 'ipmt', (a) => `IPMT(${a})`);
each(['0.05/12,1,360,200000', '0.05/12,12,360,200000', '0.1,3,5,-1000'], 'ppmt', (a) => `PPMT(${a})`);
each(['0.1,-1000,300,400,500', '0.05,100,200,300', '0.1,Data!I1:I5'], 'npv', (a) => `NPV(${a})`);
each(['{-1000,300,400,500}', '{-100,50,60}', '{-100,10}'], 'irr', (a) => `IRR(${a})`);
each(['10000,1000,5', '5000,0,10'], 'sln', (a) => `SLN(${a})`);
each(['10000,1000,5,1', '10000,1000,5,5'], 'syd', (a) => `SYD(${a})`);
each(['10000,1000,5,1', '10000,1000,5,3', '1000000,100000,6,1,7'], 'db', (a) => `DB(${a})`);
each(['10000,1000,5,1', '10000,1000,5,3', '2400,300,10,1,1.5'], 'ddb', (a) => `DDB(${a})`);
each(['0.1,4', '0.05,12', '0.2,2'], 'effect', (a) => `EFFECT(${a})`);
each(['0.1,4', '0.05,12'], 'nominal', (a) => `NOMINAL(${a})`);
each(['0.05/12,360,200000,1,12,0', '0.05/12,360,200000,13,24,0'], 'cumipmt', (a) => `CUMIPMT(${a})`);
each(['0.05/12,360,200000,1,12,0', '0.05/12,360,200000,13,24,0'], 'cumprinc', (a) => `CUMPRINC(${a})`);

// Engineering.
each(['0', '5', '255', '-1', '-512', '511'], 'dec2bin', (x) => `DEC2BIN(${x})`);
each(['0', '255', '-1', '1000000'], 'dec2hex', (x) => `DEC2HEX(${x})`);
each(['"1010"', '"1111111111"', '"0"'], 'bin2dec', (x) => `BIN2DEC(${x})`);
each(['"FF"', '"FFFFFFFFFF"', '"a1"'], 'hex2dec', (x) => `HEX2DEC(${x})`);
each(['"17"', '"7777777777"'], 'oct2dec', (x) => `OCT2DEC(${x})`);
each(['12,10', '5,3', '0,0'], 'bitand', (a) => `BITAND(${a})`);
each(['12,10', '5,3'], 'bitor', (a) => `BITOR(${a})`);
each(['12,10', '5,3'], 'bitxor', (a) => `BITXOR(${a})`);
each(['1,"m","ft"', '100,"C","F"', '1,"kg","lbm"', '1,"hr","mn"', '1,"gal","l"', '1,"mi","km"'], 'convert', (a) => `CONVERT(${a})`);
each(['0', '0.5', '1', '-1', '2'], 'erf', (x) => `ERF(${x})`);
each(['0', '0.5', '2'], 'erfc', (x) => `ERFC(${x})`);
each(['5,5', '5,4', '0'], 'delta', (a) => `DELTA(${a})`);
each(['5,4', '3,4', '-1'], 'gestep', (a) => `GESTEP(${a})`);
each(['"3+4i"', '"-2i"', '"5"'], 'imabs', (x) => `IMABS(${x})`);
each(['"3+4i","1-2i"', '"i","i"'], 'improduct', (a) => `IMPRODUCT(${a})`);

// Excel's rules for empty arguments, empty results, number-to-text, powers of negatives and text length.
each(['IF(2>1,,"x")', 'IF(1>2,"x",)', 'IFERROR(Data!H1,"x")', 'IF(TRUE,Data!H1)', 'CHOOSE(2,1,)', 'MAX(,-1)', 'MIN(,1)', 'SUM(,1)', 'ROUND(1.5,)', 'LEFT("abc",)', 'CONCAT("a",,"b")', 'VLOOKUP(2,Data!I1:I10,1,)', 'MATCH(35,Data!I1:I10,)', 'FIND("a","abc",)', 'AVERAGE(,2)', 'COUNT(,1)', 'IF(,1,2)', 'LEN(Data!H1)', 'Data!H1&"x"', 'INDEX(Data!H1:H2,1)'], 'emptyarg', (f) => f);
each(['1E+20&""', '-1E+20&""', '1E+15&""', '999999999999999&""', '1234567890123456&""', '2^50&""', '2^49&""', '0.1&""', '1/3&""', '2/3&""', '1E-10&""', '0.0001&""', '0.00001&""', '0.000001234&""', '0.000000001&""', '1.5E+300&""', '123.456&""', '-0.5&""', '1E+21&""', '12345678901234567890&""', '0.1+0.2&""', '100000&""'], 'numtext', (f) => f);
each(['POWER(-8,1/3)', 'POWER(-8,3)', 'POWER(-2,0.5)', 'POWER(-27,-1/3)', 'POWER(-8,2/3)', '(-8)^3', '(-2)^-2', 'POWER(-1,0.5)'], 'negpower', (f) => f);
each(['LEN(REPT("a",32767)&"")', 'LEN(REPT("a",32767)&"b")', 'LEN(REPT("a",20000)&REPT("b",20000))', 'LEN(CONCAT(REPT("a",20000),REPT("b",20000)))'], 'textlimit', (f) => f);

export const CONFORMANCE_CASES: readonly ConformanceCase[] = cases;
