import type { Expected } from './expected-types.js';

/**
 * Cases where Excel and LibreOffice disagree: Gridcast follows Excel, and each case says so here with
 * Excel's value and why the two programs differ.
 */
export const EXCEL_DIFFERS: Readonly<Record<string, { readonly excel: Expected; readonly why: string }>> = {
  // =TRUE>1
  'op-20': { excel: true, why: "Excel orders numbers < text < logical values, so TRUE>1 is TRUE; LibreOffice compares TRUE as 1." },
  // ="abc"&TRUE
  'op-25': { excel: "abcTRUE", why: "Excel joins TRUE as \"TRUE\"; LibreOffice joins it as 1." },
  // =SUM(1,"2",TRUE)
  'op-35': { excel: 4, why: "Excel coerces text numbers and logical values typed as arguments; LibreOffice refuses the text \"2\"." },
  // =(-8)^(1/3)
  'op-37': { excel: {"error": "#NUM!"}, why: "Excel gives #NUM! for a negative base with a fractional exponent; LibreOffice takes the real cube root." },
  // =0^0
  'op-38': { excel: {"error": "#NUM!"}, why: "Excel gives #NUM! for 0^0; LibreOffice gives 1." },
  // =CEILING(2.5,-2)
  'ceiling-4': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =CEILING(6.7,-2)
  'ceiling-12': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =CEILING(14,-2)
  'ceiling-24': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =FLOOR(2.5,-2)
  'floor-4': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =FLOOR(6.7,-2)
  'floor-12': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =FLOOR(14,-2)
  'floor-24': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =MROUND(10,-3)
  'mround-2': { excel: {"error": "#NUM!"}, why: "Excel gives #NUM! when the number and the multiple have different signs; LibreOffice rounds anyway." },
  // =MROUND(-10,3)
  'mround-5': { excel: {"error": "#NUM!"}, why: "Excel gives #NUM! when the number and the multiple have different signs; LibreOffice rounds anyway." },
  // =MROUND(-10,0.5)
  'mround-7': { excel: {"error": "#NUM!"}, why: "Excel gives #NUM! when the number and the multiple have different signs; LibreOffice rounds anyway." },
  // =MROUND(1.3,-3)
  'mround-10': { excel: {"error": "#NUM!"}, why: "Excel gives #NUM! when the number and the multiple have different signs; LibreOffice rounds anyway." },
  // =MROUND(5,-3)
  'mround-14': { excel: {"error": "#NUM!"}, why: "Excel gives #NUM! when the number and the multiple have different signs; LibreOffice rounds anyway." },
  // =MROUND(7.5,-3)
  'mround-18': { excel: {"error": "#NUM!"}, why: "Excel gives #NUM! when the number and the multiple have different signs; LibreOffice rounds anyway." },
  // =SQRT(-4)
  'sqrt-6': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =LN(0)
  'ln-5': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =LN(-1)
  'ln-6': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =LOG10(0)
  'log10-6': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =LOG10(-10)
  'log10-7': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =LOG(8,1)
  'log-4': { excel: {"error": "#DIV/0!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #DIV/0!." },
  // =LOG(100,1)
  'log-8': { excel: {"error": "#DIV/0!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #DIV/0!." },
  // =LOG(2,1)
  'log-12': { excel: {"error": "#DIV/0!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #DIV/0!." },
  // =LOG(0.5,1)
  'log-16': { excel: {"error": "#DIV/0!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #DIV/0!." },
  // =LOG(1,1)
  'log-20': { excel: {"error": "#DIV/0!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #DIV/0!." },
  // =POWER(0,0)
  'power-13': { excel: {"error": "#NUM!"}, why: "Excel gives #NUM! for POWER(0,0); LibreOffice gives 1." },
  // =POWER(0,-1)
  'power-16': { excel: {"error": "#DIV/0!"}, why: "Excel gives #DIV/0! for POWER(0,-1); LibreOffice gives #NUM!." },
  // =FACT(-1)
  'fact-6': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =FACTDOUBLE(-1)
  'factdouble-6': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =COMBIN(4,5)
  'combin-19': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =PERMUT(4,5)
  'permut-16': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =GCD(-4,8)
  'gcd-6': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =ATANH(1)
  'atanh-5': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =ATANH(2)
  'atanh-6': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =ACOSH(0.5)
  'acosh-5': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =ATAN2(0,0)
  'atan2-11': { excel: {"error": "#DIV/0!"}, why: "Excel gives #DIV/0! for ATAN2(0,0); LibreOffice gives 0." },
  // =SUM(Data!C1:C10)
  'sum-2': { excel: 24.5, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =SUM(Data!A1:C10)
  'sum-4': { excel: 156.25, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =AVERAGE(Data!C1:C10)
  'average-2': { excel: 6.125, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =AVERAGE(Data!A1:C10)
  'average-4': { excel: 11.1607142857, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =COUNT(Data!C1:C10)
  'count-2': { excel: 4, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =COUNT(Data!A1:C10)
  'count-4': { excel: 14, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =MIN(Data!C1:C10)
  'min-2': { excel: 1, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =MEDIAN(Data!C1:C10)
  'median-2': { excel: 6.75, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =MEDIAN(Data!A1:C10)
  'median-4': { excel: 4.5, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =PRODUCT(Data!C1:C10)
  'product-2': { excel: 425, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =STDEV(Data!C1:C10)
  'stdev-2': { excel: 4.00780488547, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =STDEV(Data!A1:C10)
  'stdev-4': { excel: 26.0379913157, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =STDEVP(Data!C1:C10)
  'stdevp-2': { excel: 3.47086084423, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =STDEVP(Data!A1:C10)
  'stdevp-4': { excel: 25.090836251, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =VAR(Data!C1:C10)
  'var-2': { excel: 16.0625, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =VAR(Data!A1:C10)
  'var-4': { excel: 677.976991758, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =VARP(Data!C1:C10)
  'varp-2': { excel: 12.046875, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =VARP(Data!A1:C10)
  'varp-4': { excel: 629.550063776, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =AVEDEV(Data!C1:C10)
  'avedev-2': { excel: 3.125, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =AVEDEV(Data!A1:C10)
  'avedev-4': { excel: 12.8469387755, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =DEVSQ(Data!C1:C10)
  'devsq-2': { excel: 48.1875, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =DEVSQ(Data!A1:C10)
  'devsq-4': { excel: 8813.70089286, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =SUMSQ(Data!C1:C10)
  'sumsq-2': { excel: 198.25, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =SUMSQ(Data!A1:C10)
  'sumsq-4': { excel: 10557.5625, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =KURT(Data!C1:C10)
  'kurt-2': { excel: -1.24216869294, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =KURT(Data!A1:C10)
  'kurt-4': { excel: 12.783170048, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =SKEW(Data!C1:C10)
  'skew-2': { excel: -0.667471933567, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =SKEW(Data!A1:C10)
  'skew-4': { excel: 3.50787202832, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =MODE(Data!C1:C10)
  'mode-2': { excel: {"error": "#N/A"}, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =MODE(Data!A1:A5)
  'mode-3': { excel: {"error": "#N/A"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #N/A." },
  // =MODE(Data!A1:C10)
  'mode-4': { excel: 4, why: "Excel ignores TRUE, FALSE and text in referenced cells; LibreOffice counts logical values as 1 and 0." },
  // =MODE(Data!I1:I10)
  'mode-5': { excel: {"error": "#N/A"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #N/A." },
  // =SUM("1",2,TRUE)
  'sum-args-2': { excel: 4, why: "Excel coerces text numbers and logical values typed as arguments; LibreOffice refuses the text \"1\"." },
  // =AVERAGE("1",2,TRUE)
  'average-args-2': { excel: 1.33333333333, why: "Excel coerces text numbers and logical values typed as arguments; LibreOffice refuses the text \"1\"." },
  // =LARGE(Data!A1:A10,11)
  'large-5': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =LARGE(Data!A1:A10,0)
  'large-6': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =LARGE(Data!I1:I10,11)
  'large-11': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =LARGE(Data!I1:I10,0)
  'large-12': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =SMALL(Data!A1:A10,11)
  'small-5': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =SMALL(Data!A1:A10,0)
  'small-6': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =SMALL(Data!I1:I10,11)
  'small-11': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =SMALL(Data!I1:I10,0)
  'small-12': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =PERCENTILE(Data!A1:A10,1.5)
  'percentile-7': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =PERCENTILE(Data!I1:I10,1.5)
  'percentile-14': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =QUARTILE(Data!A1:A10,5)
  'quartile-6': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =QUARTILE(Data!I1:I10,5)
  'quartile-12': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =RANK(5,Data!A1:A10,0)
  'rank-7': { excel: {"error": "#N/A"}, why: "Excel gives #N/A when the number is not in the list; LibreOffice ranks it anyway." },
  // =RANK(5,Data!A1:A10,1)
  'rank-8': { excel: {"error": "#N/A"}, why: "Excel gives #N/A when the number is not in the list; LibreOffice ranks it anyway." },
  // =GEOMEAN(Data!A1:A10)
  'geomean-1': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =HARMEAN(Data!A1:A3)
  'harmean-2': { excel: {"error": "#NUM!"}, why: "LibreOffice reports invalid arguments as Err:502, saved as #VALUE!; Excel gives #NUM!." },
  // =COUNTIF(Data!A1:A10,"?????")
  'countif-a-11': { excel: 0, why: "Excel matches wildcard criteria against text cells only; LibreOffice also matches numbers and logical values as text." },
  // =COUNTIF(Data!C1:C10,"*e*")
  'countif-c-10': { excel: 0, why: "Excel matches wildcard criteria against text cells only; LibreOffice also matches numbers and logical values as text." },
  // =COUNTIF(Data!C1:C10,"?????")
  'countif-c-11': { excel: 0, why: "Excel matches wildcard criteria against text cells only; LibreOffice also matches numbers and logical values as text." },
  // =COUNTIF(Data!C1:C10,TRUE)
  'countif-c-15': { excel: 1, why: "Excel matches TRUE only against logical cells; LibreOffice also counts the number 1." },
  // =SUMIF(Data!A1:A10,"?????")
  'sumif-a-11': { excel: 0, why: "Excel matches wildcard criteria against text cells only; LibreOffice also matches numbers and logical values as text." },
  // =CODE("")
  'code-4': { excel: {"error": "#VALUE!"}, why: "Excel gives #VALUE! for CODE of empty text; LibreOffice gives 0." },
  // =CODE("ÉCOLE")
  'code-7': { excel: 201, why: "Excel gives the Windows-1252 code of the first character (201); LibreOffice gives the first UTF-8 byte (195)." },
  // =FIND("","Hello World")
  'find-9': { excel: 1, why: "Excel finds empty text at position 1; LibreOffice gives #VALUE!." },
  // =FIND("","hello")
  'find-10': { excel: 1, why: "Excel finds empty text at position 1; LibreOffice gives #VALUE!." },
  // =CONCATENATE("x",TRUE,2.5)
  'concatenate-3': { excel: "xTRUE2.5", why: "Excel joins TRUE as \"TRUE\"; LibreOffice joins it as 1." },
  // =TEXT(-1234.5678,"yyyy-mm-dd")
  'text-27': { excel: {"error": "#VALUE!"}, why: "Excel cannot show a negative number as a date or time (#VALUE!); LibreOffice counts back from its epoch." },
  // =TEXT(-1234.5678,"mm/dd/yyyy")
  'text-28': { excel: {"error": "#VALUE!"}, why: "Excel cannot show a negative number as a date or time (#VALUE!); LibreOffice counts back from its epoch." },
  // =TEXT(-1234.5678,"mmm d, yyyy")
  'text-29': { excel: {"error": "#VALUE!"}, why: "Excel cannot show a negative number as a date or time (#VALUE!); LibreOffice counts back from its epoch." },
  // =TEXT(-1234.5678,"dddd")
  'text-30': { excel: {"error": "#VALUE!"}, why: "Excel cannot show a negative number as a date or time (#VALUE!); LibreOffice counts back from its epoch." },
  // =TEXT(-1234.5678,"h:mm AM/PM")
  'text-31': { excel: {"error": "#VALUE!"}, why: "Excel cannot show a negative number as a date or time (#VALUE!); LibreOffice counts back from its epoch." },
  // =TEXT(-1234.5678,"[h]:mm")
  'text-32': { excel: {"error": "#VALUE!"}, why: "Excel cannot show a negative number as a date or time (#VALUE!); LibreOffice counts back from its epoch." },
  // =TEXT(0.5,"yyyy-mm-dd")
  'text-45': { excel: "1900-01-00", why: "Excel's 1900 date system (serial 1 = 1900-01-01, 60 = the fictitious 1900-02-29, years before 1900 add 1900); LibreOffice counts from 1899-12-30." },
  // =TEXT(0.5,"mm/dd/yyyy")
  'text-46': { excel: "01/00/1900", why: "Excel's 1900 date system (serial 1 = 1900-01-01, 60 = the fictitious 1900-02-29, years before 1900 add 1900); LibreOffice counts from 1899-12-30." },
  // =TEXT(0.5,"mmm d, yyyy")
  'text-47': { excel: "Jan 0, 1900", why: "Excel's 1900 date system (serial 1 = 1900-01-01, 60 = the fictitious 1900-02-29, years before 1900 add 1900); LibreOffice counts from 1899-12-30." },
  // =TEXT(0,"yyyy-mm-dd")
  'text-81': { excel: "1900-01-00", why: "Excel's 1900 date system (serial 1 = 1900-01-01, 60 = the fictitious 1900-02-29, years before 1900 add 1900); LibreOffice counts from 1899-12-30." },
  // =TEXT(0,"mm/dd/yyyy")
  'text-82': { excel: "01/00/1900", why: "Excel's 1900 date system (serial 1 = 1900-01-01, 60 = the fictitious 1900-02-29, years before 1900 add 1900); LibreOffice counts from 1899-12-30." },
  // =TEXT(0,"mmm d, yyyy")
  'text-83': { excel: "Jan 0, 1900", why: "Excel's 1900 date system (serial 1 = 1900-01-01, 60 = the fictitious 1900-02-29, years before 1900 add 1900); LibreOffice counts from 1899-12-30." },
  // =DOLLAR(-0.5,0)
  'dollar-3': { excel: "($1)", why: "Excel (en-US) writes negative currency in parentheses; LibreOffice uses a minus sign." },
  // =DOLLAR(-0.5,2)
  'dollar-4': { excel: "($0.50)", why: "Excel (en-US) writes negative currency in parentheses; LibreOffice uses a minus sign." },
  // =DATE(1900,1,1)
  'date-7': { excel: 1, why: "Excel's 1900 date system (serial 1 = 1900-01-01, 60 = the fictitious 1900-02-29, years before 1900 add 1900); LibreOffice counts from 1899-12-30." },
  // =DATE(1899,12,31)
  'date-9': { excel: 693962, why: "Excel's 1900 date system (serial 1 = 1900-01-01, 60 = the fictitious 1900-02-29, years before 1900 add 1900); LibreOffice counts from 1899-12-30." },
  // =YEAR(1)
  'year-1': { excel: 1900, why: "Excel's 1900 date system (serial 1 = 1900-01-01, 60 = the fictitious 1900-02-29, years before 1900 add 1900); LibreOffice counts from 1899-12-30." },
  // =YEAR(0)
  'year-10': { excel: 1900, why: "Excel's 1900 date system (serial 1 = 1900-01-01, 60 = the fictitious 1900-02-29, years before 1900 add 1900); LibreOffice counts from 1899-12-30." },
  // =MONTH(1)
  'month-1': { excel: 1, why: "Excel's 1900 date system (serial 1 = 1900-01-01, 60 = the fictitious 1900-02-29, years before 1900 add 1900); LibreOffice counts from 1899-12-30." },
  // =MONTH(0)
  'month-10': { excel: 1, why: "Excel's 1900 date system (serial 1 = 1900-01-01, 60 = the fictitious 1900-02-29, years before 1900 add 1900); LibreOffice counts from 1899-12-30." },
  // =DAY(1)
  'day-1': { excel: 1, why: "Excel's 1900 date system (serial 1 = 1900-01-01, 60 = the fictitious 1900-02-29, years before 1900 add 1900); LibreOffice counts from 1899-12-30." },
  // =DAY(59)
  'day-2': { excel: 28, why: "Excel's 1900 date system (serial 1 = 1900-01-01, 60 = the fictitious 1900-02-29, years before 1900 add 1900); LibreOffice counts from 1899-12-30." },
  // =DAY(60)
  'day-3': { excel: 29, why: "Excel's 1900 date system (serial 1 = 1900-01-01, 60 = the fictitious 1900-02-29, years before 1900 add 1900); LibreOffice counts from 1899-12-30." },
  // =DAY(0)
  'day-10': { excel: 0, why: "Excel's 1900 date system (serial 1 = 1900-01-01, 60 = the fictitious 1900-02-29, years before 1900 add 1900); LibreOffice counts from 1899-12-30." },
  // =WEEKNUM(45657,1)
  'weeknum-7': { excel: 53, why: "Excel counts 2024-12-31 in week 53 with return types 1 and 2; LibreOffice starts a new week 1." },
  // =WEEKNUM(45657,2)
  'weeknum-8': { excel: 53, why: "Excel counts 2024-12-31 in week 53 with return types 1 and 2; LibreOffice starts a new week 1." },
  // =TIME(0,0,-1)
  'time-6': { excel: {"error": "#NUM!"}, why: "Excel gives #NUM! for a negative time; LibreOffice gives #VALUE!." },
  // =DATEVALUE("2024/01/15")
  'datevalue-5': { excel: 45306, why: "Excel reads \"2024/01/15\" as a date; LibreOffice (en-US) does not." },
  // =AND("TRUE",TRUE)
  'and-5': { excel: true, why: "Excel reads the text \"TRUE\" typed as an argument as a logical value; LibreOffice refuses it." },
  // =ISNUMBER(TRUE)
  'isnumber-3': { excel: false, why: "Excel does not count TRUE as a number; LibreOffice stores logical values as numbers." },
  // =TYPE(TRUE)
  'type-3': { excel: 4, why: "Excel gives 4 for a logical value; LibreOffice stores logical values as numbers (1)." },
  // =ERROR.TYPE(SQRT(-1))
  'errortype-4': { excel: 6, why: "SQRT(-1) is #NUM! in Excel (ERROR.TYPE 6); LibreOffice has no Excel code for its Err:502." },
  // =VLOOKUP("north",Data!E2:G6,4,FALSE)
  'vlookup-col-3': { excel: {"error": "#REF!"}, why: "Excel gives #REF! for a column past the table; LibreOffice gives #VALUE!." },
  // =INDEX(Data!E2:G6,6,1)
  'index-5': { excel: {"error": "#REF!"}, why: "Excel gives #REF! for a row past the range; LibreOffice gives #VALUE!." },
  // =CONVERT(1,"kg","lbm")
  'convert-3': { excel: 2.20462262185, why: "Excel converts kg to lbm with 2.20462262184878; LibreOffice uses an older constant." },
  // =1E+20&""
  'numtext-1': { excel: "1E+20", why: "Excel writes numbers of 1E+15 and up in scientific notation with a two-digit exponent when it turns them into text; LibreOffice writes up to 16 digits in full and a three-digit exponent." },
  // =-1E+20&""
  'numtext-2': { excel: "-1E+20", why: "Excel writes numbers of 1E+15 and up in scientific notation with a two-digit exponent when it turns them into text; LibreOffice writes up to 16 digits in full and a three-digit exponent." },
  // =1E+15&""
  'numtext-3': { excel: "1E+15", why: "Excel writes numbers of 1E+15 and up in scientific notation with a two-digit exponent when it turns them into text; LibreOffice writes up to 16 digits in full and a three-digit exponent." },
  // =1234567890123456&""
  'numtext-5': { excel: "1.23456789012346E+15", why: "Excel writes numbers of 1E+15 and up in scientific notation with a two-digit exponent when it turns them into text; LibreOffice writes up to 16 digits in full and a three-digit exponent." },
  // =2^50&""
  'numtext-6': { excel: "1.12589990684262E+15", why: "Excel writes numbers of 1E+15 and up in scientific notation with a two-digit exponent when it turns them into text; LibreOffice writes up to 16 digits in full and a three-digit exponent." },
  // =1E-10&""
  'numtext-11': { excel: "1E-10", why: "Excel writes numbers below 1E-9 in scientific notation when it turns them into text; LibreOffice writes 0.0000000001." },
  // =1E+21&""
  'numtext-19': { excel: "1E+21", why: "Excel writes numbers of 1E+15 and up in scientific notation with a two-digit exponent when it turns them into text; LibreOffice writes up to 16 digits in full and a three-digit exponent." },
  // =12345678901234567890&""
  'numtext-20': { excel: "1.23456789012346E+19", why: "Excel writes numbers of 1E+15 and up in scientific notation with a two-digit exponent when it turns them into text; LibreOffice writes up to 16 digits in full and a three-digit exponent." },
  // =POWER(-8,1/3)
  'negpower-1': { excel: {"error": "#NUM!"}, why: "Excel gives #NUM! for a negative base with a fractional power in POWER as with ^; LibreOffice takes the real cube root." },
  // =POWER(-27,-1/3)
  'negpower-4': { excel: {"error": "#NUM!"}, why: "Excel gives #NUM! for a negative base with a fractional power in POWER as with ^; LibreOffice takes the real root." },
  // =LEN(REPT("a",32767)&"b")
  'textlimit-2': { excel: {"error": "#VALUE!"}, why: "Excel's & refuses a result over 32,767 characters (a cell's limit) with #VALUE!; LibreOffice allows longer strings." },
  // =LEN(REPT("a",20000)&REPT("b",20000))
  'textlimit-3': { excel: {"error": "#VALUE!"}, why: "Excel's & refuses a result over 32,767 characters (a cell's limit) with #VALUE!; LibreOffice allows longer strings." },
  // =LEN(CONCAT(REPT("a",20000),REPT("b",20000)))
  'textlimit-4': { excel: {"error": "#VALUE!"}, why: "Excel's CONCAT refuses a result over 32,767 characters with #VALUE!; LibreOffice allows longer strings." },
};
