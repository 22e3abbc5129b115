import { describe, expect, it } from 'vitest';
import { Engine } from '../../../../plugins/formulas/engine/index.js';
import { EvaluationLog, formatGroupedText, formatJson, formatTsv, groupEntries, renderLog, selectEntries, TSV_HEADER, type LogEntry } from '../../../../plugins/formulas/log/index.js';
import { engineOptions } from '../../../support/engine.js';

/** A small workbook computed twice: reads, a branch change and pruning in one log. */
function loggedEntries(): readonly LogEntry[] {
  const engine = new Engine(engineOptions());
  const sheet = engine.addSheet('Sheet1');
  const other = engine.addSheet('Rates');
  const log = new EvaluationLog().attach(engine);
  engine.setCellContent(other, 0, 0, 0.1);
  engine.setCells(sheet, [[0, 0, 1], [0, 1, '=IF(A1>1,"big","small")'], [0, 2, '=LEN(B1)'], [1, 0, '=A1*Rates!A1'], [1, 1, '=A1>0'], [1, 2, '=NOT(B2)']]);
  engine.recalc();
  engine.setCellContent(sheet, 0, 0, 5);
  engine.recalc();
  return log.entries;
}

describe('evaluation log view', () => {
  const entries = loggedEntries();

  it('groups entries by formula cell with its reads, branch changes and prunings nested', () => {
    const b1 = groupEntries(entries).find((g) => g.cell === 'B1');
    expect(b1).toMatchObject({
      sheet: 'Sheet1', formula: '=IF(A1>1,"big","small")', value: 'big', evaluations: 2,
      reads: [{ target: 'Sheet1!A1', value: 1 }, { target: 'Sheet1!A1', value: 5 }],
      conditionalChanges: [{ function: 'IF', from: '3', to: '2' }],
    });
    expect(groupEntries(entries).find((g) => g.cell === 'C2')?.pruned).toEqual([{ unchanged: ['Sheet1!B2'] }]);
  });

  it('filters case-insensitively by address, sheet name, formula text or read target', () => {
    expect(new Set(selectEntries(entries, { filter: 'b1' }).map((e) => e.cell))).toEqual(new Set(['B1', 'C1']));
    expect(selectEntries(entries, { filter: 'len(' }).every((e) => e.cell === 'C1')).toBe(true);
    expect(selectEntries(entries, { filter: 'rates!a1' }).map((e) => e.cell)).toContain('A2');
    expect(selectEntries(entries, { filter: 'nothing-like-this' })).toEqual([]);
  });

  it('filters by kind, alone, as alternatives or with words', () => {
    expect(new Set(selectEntries(entries, { filter: 'kind:conditional' }).map((e) => e.kind))).toEqual(new Set(['conditional']));
    expect(new Set(selectEntries(entries, { filter: 'KIND:formula|pruning' }).map((e) => e.kind))).toEqual(new Set(['formula', 'pruning']));
    expect(selectEntries(entries, { filter: 'kind:reference c1' }).map((e) => (e.kind === 'reference' ? e.target : e.kind))).toEqual(['Sheet1!B1', 'Sheet1!B1']);
  });

  it('leaves out the kinds whose include box is unticked', () => {
    const kinds = (include: Parameters<typeof selectEntries>[1]) => new Set(selectEntries(entries, include).map((e) => e.kind));
    expect(kinds({ include: { references: false } })).toEqual(new Set(['formula', 'conditional', 'pruning']));
    expect(kinds({ include: { formulas: false, conditionalChanges: false, graphPruning: false } })).toEqual(new Set(['reference']));
    expect(groupEntries(entries, { include: { references: false } }).every((g) => g.reads.length === 0)).toBe(true);
  });

  it('writes grouped text: the cell line, then its entries indented', () => {
    const text = formatGroupedText(entries, { filter: 'B1' });
    expect(text).toMatch(/^Sheet1!B1 =IF\(A1>1,"big","small"\) = "big" \(2x, [\d.]+ ms\)$/m);
    expect(text).toContain('\n  read Sheet1!A1 = 5');
    expect(text).toContain('\n  IF branch changed: 3 -> 2');
    expect(formatGroupedText(entries, { filter: 'C2' })).toContain('  pruned: precedents unchanged (Sheet1!B2)');
  });

  it('writes TSV: a header, then one line per entry with a fixed number of columns', () => {
    const lines = formatTsv(entries).split('\n');
    expect(lines[0].split('\t')).toEqual([...TSV_HEADER]);
    expect(lines).toHaveLength(entries.length + 1);
    for (const line of lines) expect(line.split('\t')).toHaveLength(TSV_HEADER.length);
    expect(lines).toContainEqual(expect.stringMatching(/^\d+\treference\tSheet1\tA2\t=A1\*Rates!A1\tRates!A1\t0\.1\t\t\t$/));
  });

  it('marks what a remote command caused with its author, in every tab', () => {
    const engine = new Engine(engineOptions());
    const sheet = engine.addSheet('S');
    const log = new EvaluationLog().attach(engine);
    engine.setCells(sheet, [[0, 0, 1], [0, 1, '=A1*2']]);
    engine.recalc();
    log.clear();
    log.remoteChange('Ada Lovelace');
    engine.setCellContent(sheet, 0, 0, '5');
    engine.recalc();
    log.remoteChange(undefined);
    expect(log.entries.length).toBeGreaterThan(0);
    for (const entry of log.entries) expect(entry.remote).toBe('Ada Lovelace');
    expect(groupEntries(log.entries)[0].remote).toEqual(['Ada Lovelace']);
    expect(formatGroupedText(log.entries)).toContain('[remote: Ada Lovelace]');
    expect(formatTsv(log.entries).split('\n')[1].endsWith('\tAda Lovelace')).toBe(true);
  });

  it('keeps tabs and line breaks of a formula from breaking TSV columns', () => {
    const engine = new Engine(engineOptions());
    const sheet = engine.addSheet('S');
    const log = new EvaluationLog().attach(engine);
    engine.setCellContent(sheet, 0, 0, '="a\tb"&"\nc"');
    engine.recalc();
    const lines = formatTsv(log.entries).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1].split('\t')).toHaveLength(TSV_HEADER.length);
  });

  it('writes JSON: the selected entries as recorded', () => {
    const parsed = JSON.parse(formatJson(entries, { filter: 'kind:pruning' })) as LogEntry[];
    expect(parsed).toMatchObject([{ kind: 'pruning', sheet: 'Sheet1', cell: 'C2', unchanged: ['Sheet1!B2'] }]);
  });

  it('renders each tab of the log view', () => {
    expect(JSON.parse(renderLog(entries, 'grouped'))).toEqual(JSON.parse(JSON.stringify(groupEntries(entries))));
    expect(renderLog(entries, 'groupedText')).toBe(formatGroupedText(entries));
    expect(renderLog(entries, 'tsv', { filter: 'a2' })).toBe(formatTsv(entries, { filter: 'a2' }));
    expect(renderLog(entries, 'json')).toBe(formatJson(entries));
  });
});
