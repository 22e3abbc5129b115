import { describe, expect, it } from 'vitest';
import { parseFormula, structuredText, toFormulaText, tokenize, type StructuredRef } from '../../../../plugins/formulas/parser/index.js';

const refOf = (text: string): StructuredRef | undefined => {
  const tokens = tokenize(text);
  return tokens.length === 1 && tokens[0].kind === 'structured' ? tokens[0].structured : undefined;
};

describe('structured references: reading', () => {
  it.each<[string, StructuredRef]>([
    ['Table1[Jan]', { table: 'Table1', items: [], columns: ['Jan', 'Jan'] }],
    ['Table1[]', { table: 'Table1', items: [] }],
    ['Table1[#All]', { table: 'Table1', items: ['all'] }],
    ['Table1[#this row]', { table: 'Table1', items: ['thisRow'] }],
    ['Table1[[#This Row],[Jan]:[Dec]]', { table: 'Table1', items: ['thisRow'], columns: ['Jan', 'Dec'] }],
    ['Table1[[#Data],[Jan]:[Mar]]', { table: 'Table1', items: ['data'], columns: ['Jan', 'Mar'] }],
    ['Table1[[#Totals], [Year]]', { table: 'Table1', items: ['totals'], columns: ['Year', 'Year'] }],
    ['Table1[[#Data],[#Headers],[Col]]', { table: 'Table1', items: ['headers', 'data'], columns: ['Col', 'Col'] }],
    ['Table1[[Jan]:[Dec]]', { table: 'Table1', items: [], columns: ['Jan', 'Dec'] }],
    ['Table3[[the two ]]', { table: 'Table3', items: [], columns: ['the two ', 'the two '] }],
    ['Table7[Unit Cost]', { table: 'Table7', items: [], columns: ['Unit Cost', 'Unit Cost'] }],
    ["Table9[Hi, ''This]", { table: 'Table9', items: [], columns: ["Hi, 'This", "Hi, 'This"] }],
    ["Table9['#Shame]", { table: 'Table9', items: [], columns: ['#Shame', '#Shame'] }],
    ["Table9[Totals '[']^&*@'#$,,<>]", { table: 'Table9', items: [], columns: ['Totals []^&*@#$,,<>', 'Totals []^&*@#$,,<>'] }],
    ["Table9[[#This Row],[Hi, ''This]:['[Not me']]]", { table: 'Table9', items: ['thisRow'], columns: ["Hi, 'This", '[Not me]'] }],
    ['[@Qty]', { items: ['thisRow'], columns: ['Qty', 'Qty'], at: true }],
    ['[@[Unit Cost]]', { items: ['thisRow'], columns: ['Unit Cost', 'Unit Cost'], at: true }],
    ['Sales[@[Jan]:[Mar]]', { table: 'Sales', items: ['thisRow'], columns: ['Jan', 'Mar'], at: true }],
    ['[@]', { items: ['thisRow'], at: true }],
    ['[Amount]', { items: [], columns: ['Amount', 'Amount'] }],
    ['[#Totals]', { items: ['totals'] }],
  ])('%s', (text, expected) => {
    expect(refOf(text)).toEqual(expected);
  });

  it.each(['Table1[[#All],[#Data]]', 'Table1[[#This Row],[#Data]]', 'Table1[[Jan],[Feb]]', 'Table1[#Nope]', 'Table1[Jan', 'Table1[[Jan]', 'Table1[[Jan],[#Data]]'])(
    'refuses %s as a syntax error',
    (text) => {
      expect(parseFormula(`=SUM(${text})`).ok).toBe(false);
    },
  );

  it('reads nothing inside the brackets as a cell reference or operator', () => {
    const tokens = tokenize('=SUM(Sales[Q1])+[@[A1:B2]]*2');
    expect(tokens.map((t) => t.kind)).toEqual(['function', 'lparen', 'structured', 'rparen', 'op', 'structured', 'op', 'number']);
    expect(tokens.filter((t) => t.kind === 'ref')).toEqual([]);
  });

  it('parses references in expressions, ranges between them and intersections', () => {
    const parsed = parseFormula('=Table16[[#This Row],[Units]]*Table16[[#This Row],[Unit Cost]]');
    expect(parsed.ok && parsed.ast.type === 'binary' && parsed.ast.left.type).toBe('structured');
    const range = parseFormula('=SUM(Sales[Jan]:Sales[Mar])');
    expect(range.ok && toFormulaText(range.ast)).toBe('SUM(Sales[Jan]:Sales[Mar])');
  });
});

describe('structured references: writing', () => {
  it.each([
    ['Table1[Jan]', 'Table1[Jan]'],
    ['table1[[#this row],[jan]:[dec]]', 'table1[[#This Row],[jan]:[dec]]'],
    ['Table1[[#Totals], [Year]]', 'Table1[[#Totals],[Year]]'],
    ['Table3[[the two ]]', 'Table3[[the two ]]'],
    ["Table9['#Shame]", "Table9['#Shame]"],
    ["Table9[[#This Row],[Hi, ''This]:['[Not me']]]", "Table9[[#This Row],[Hi, ''This]:['[Not me']]]"],
    ['[@Qty]', '[@Qty]'],
    ['[@[Unit Cost]]', '[@[Unit Cost]]'],
    ['[@]', '[@]'],
    ['Sales[]', 'Sales[]'],
  ])('%s is written %s', (text, expected) => {
    expect(structuredText(refOf(text)!)).toBe(expected);
  });

  it("writes Excel's file form: the table named, [#This Row] for @", () => {
    expect(structuredText(refOf('[@Qty]')!, { table: 'Sales' })).toBe('Sales[[#This Row],[Qty]]');
    expect(structuredText(refOf('[@]')!, { table: 'Sales' })).toBe('Sales[#This Row]');
    expect(structuredText(refOf('[@[Jan]:[Mar]]')!, { table: 'Sales' })).toBe('Sales[[#This Row],[Jan]:[Mar]]');
    expect(structuredText(refOf('Other[Amount]')!, { table: 'Sales' })).toBe('Other[Amount]');
  });
});
