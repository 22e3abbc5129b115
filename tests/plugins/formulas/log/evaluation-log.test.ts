import { describe, expect, it } from 'vitest';
import { Engine } from '../../../../plugins/formulas/engine/index.js';
import { EvaluationLog, type EvalLogSink, type LogEntry } from '../../../../plugins/formulas/log/index.js';
import { engineOptions } from '../../../support/engine.js';

function book(): { engine: Engine; sheet: string; log: EvaluationLog } {
  const engine = new Engine(engineOptions());
  const sheet = engine.addSheet('Sheet1');
  return { engine, sheet, log: new EvaluationLog().attach(engine) };
}

const of = <K extends LogEntry['kind']>(entries: readonly LogEntry[], kind: K) =>
  entries.filter((e): e is Extract<LogEntry, { kind: K }> => e.kind === kind);

describe('evaluation log: what the engine records while it is on', () => {
  it('records each formula computed with its text, value and duration', () => {
    const { engine, sheet, log } = book();
    engine.setCellContent(sheet, 0, 0, 2);
    engine.setCellContent(sheet, 0, 1, '=A1*10');
    engine.recalc();
    const [formula] = of(log.entries, 'formula');
    expect(formula).toMatchObject({ sheet: 'Sheet1', cell: 'B1', formula: '=A1*10', value: 20, changed: true, pulled: false });
    expect(formula.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('records the cells and ranges a formula read, with their values, after the formula', () => {
    const { engine, sheet, log } = book();
    engine.setCells(sheet, [[0, 0, 1], [1, 0, 2], [0, 1, '=A1+SUM(A1:A2)']]);
    engine.recalc();
    const reads = of(log.entries, 'reference');
    expect(reads.map((r) => [r.cell, r.target, r.value])).toEqual([
      ['B1', 'Sheet1!A1', 1],
      ['B1', 'Sheet1!A1:A2', [[1], [2]]],
    ]);
    expect(reads[0].seq).toBeGreaterThan(of(log.entries, 'formula')[0].seq);
  });

  it('summarises a large range read by its size instead of copying its values', () => {
    const { engine, sheet, log } = book();
    engine.setCellContent(sheet, 0, 1, '=SUM(A:A)');
    engine.recalc();
    expect(of(log.entries, 'reference')[0]).toMatchObject({ target: 'Sheet1!A1:A1048576', value: '1048576x1 range' });
  });

  it('logs a repeated read of an absolute range every time, not only the first', () => {
    const { engine, sheet, log } = book();
    engine.setCells(sheet, [[0, 0, 1], [0, 1, '=SUM($A$1:$A$2)'], [1, 1, '=SUM($A$1:$A$2)']]);
    engine.recalc();
    expect(of(log.entries, 'reference').map((r) => r.cell)).toEqual(['B1', 'B2']);
  });

  it('attributes reads to the formula pulled out of order, not to the one that pulled it', () => {
    const { engine, sheet, log } = book();
    engine.setCells(sheet, [[0, 0, 5], [0, 1, '=A1+1'], [0, 2, '=INDIRECT("B1")*2']]);
    engine.recalc();
    const reads = of(log.entries, 'reference');
    expect(reads.find((r) => r.target === 'Sheet1!A1')?.cell).toBe('B1');
    expect(engine.getValue(sheet, 0, 2)).toBe(12);
  });

  it('names the sheet of a read on another sheet', () => {
    const { engine, sheet, log } = book();
    const other = engine.addSheet('My data');
    engine.setCellContent(other, 2, 2, 7);
    engine.setCellContent(sheet, 0, 0, "='My data'!C3");
    engine.recalc();
    expect(of(log.entries, 'reference')[0]).toMatchObject({ target: "'My data'!C3", targetSheet: 'My data', targetCell: 'C3', value: 7 });
  });

  it('records a conditional change when IF takes another branch than last time', () => {
    const { engine, sheet, log } = book();
    engine.setCellContent(sheet, 0, 0, 1);
    engine.setCellContent(sheet, 0, 1, '=IF(A1>1,"big","small")');
    engine.recalc();
    expect(of(log.entries, 'conditional')).toEqual([]); // the first evaluation has nothing to differ from
    engine.setCellContent(sheet, 0, 0, 5);
    engine.recalc();
    expect(of(log.entries, 'conditional')).toMatchObject([{ cell: 'B1', function: 'IF', from: '3', to: '2' }]);
    engine.setCellContent(sheet, 0, 0, 6); // same branch again: no entry
    engine.recalc();
    expect(of(log.entries, 'conditional')).toHaveLength(1);
  });

  it.each([
    ['IFERROR', '=IFERROR(1/A1,"none")', 0, 1, '2', ''],
    ['IFS', '=IFS(A1=1,"one",A1=2,"two")', 1, 2, '2', '3,4'],
    ['SWITCH', '=SWITCH(A1,1,"one",2,"two")', 1, 2, '2,3', '2,4,5'],
    ['CHOOSE', '=CHOOSE(A1,"a","b")', 1, 2, '2', '3'],
  ])('tells the branches of %s apart', (fn, formula, first, second, from, to) => {
    const { engine, sheet, log } = book();
    engine.setCellContent(sheet, 0, 0, first);
    engine.setCellContent(sheet, 0, 1, formula);
    engine.recalc();
    engine.setCellContent(sheet, 0, 0, second);
    engine.recalc();
    expect(of(log.entries, 'conditional')).toMatchObject([{ function: fn, from, to }]);
  });

  it('tells two IFs of one formula apart by their call site', () => {
    const { engine, sheet, log } = book();
    engine.setCellContent(sheet, 0, 0, 1);
    engine.setCellContent(sheet, 0, 1, '=IF(A1>0,1,2)+IF(A1>1,10,20)');
    engine.recalc();
    engine.setCellContent(sheet, 0, 0, 2);
    engine.recalc();
    expect(of(log.entries, 'conditional')).toMatchObject([{ site: 1, from: '3', to: '2' }]);
  });

  it('records graph pruning: a dependent skipped because its precedent recomputed to the same value', () => {
    const { engine, sheet, log } = book();
    engine.setCells(sheet, [[0, 0, 1], [0, 1, '=A1>0'], [0, 2, '=IF(B1,"yes","no")']]);
    engine.recalc();
    log.clear();
    engine.setCellContent(sheet, 0, 0, 2); // B1 stays TRUE, so C1 is not recomputed
    engine.recalc();
    expect(of(log.entries, 'formula').map((e) => [e.cell, e.changed])).toEqual([['B1', false]]);
    expect(of(log.entries, 'pruning')).toMatchObject([{ cell: 'C1', formula: '=IF(B1,"yes","no")', unchanged: ['Sheet1!B1'] }]);
  });

  it('a conditional format hook logs a satisfied flag that flips', () => {
    const log = new EvaluationLog();
    const sheet = { id: 's1', name: 'Sheet1' };
    log.conditionalFormat(sheet, 0, 0, 'cf1', true);
    log.conditionalFormat(sheet, 0, 0, 'cf1', true);
    log.conditionalFormat(sheet, 0, 0, 'cf1', false);
    expect(log.entries).toMatchObject([{ kind: 'conditional', cell: 'A1', function: 'conditional format cf1', from: 'true', to: 'false' }]);
  });

  it('keeps at most maxEntries and counts the rest as dropped', () => {
    const engine = new Engine(engineOptions());
    const sheet = engine.addSheet('S');
    const log = new EvaluationLog({ maxEntries: 10 }).attach(engine);
    engine.setCells(sheet, Array.from({ length: 20 }, (_, r) => [r, 0, `=${r}+1`] as const));
    engine.recalc();
    expect(log.entries).toHaveLength(10);
    expect(log.dropped).toBe(10);
    expect(engine.getValue(sheet, 19, 0)).toBe(20);
  });

  it('passes each finished entry to onEntry (Log to console)', () => {
    const seen: string[] = [];
    const engine = new Engine(engineOptions());
    const sheet = engine.addSheet('S');
    new EvaluationLog({ onEntry: (e) => seen.push(`${e.kind} ${e.cell}`) }).attach(engine);
    engine.setCells(sheet, [[0, 0, 1], [0, 1, '=A1']]);
    engine.recalc();
    expect(seen).toEqual(['reference B1', 'formula B1']);
  });
});

describe('evaluation log switched off', () => {
  /** A sink that counts every hook call: attached then detached, it must hear nothing. */
  function countingSink(): EvalLogSink & { calls: number } {
    const sink = {
      calls: 0,
      beginFormula: () => void sink.calls++,
      endFormula: () => void sink.calls++,
      readCell: () => void sink.calls++,
      readRange: () => void sink.calls++,
      skipped: () => void sink.calls++,
      lazyCall: () => { sink.calls++; return 0; },
    };
    return sink;
  }

  it('allocates no entry and calls no hook during a 100k-cell chain recalculation', () => {
    const engine = new Engine(engineOptions());
    const sheet = engine.addSheet('Chain');
    const log = new EvaluationLog();
    log.attach(engine);
    log.detach();
    const sink = countingSink();
    engine.evalLog = sink;
    engine.evalLog = null;
    const cells: [number, number, number | string][] = [[0, 0, 1]];
    for (let r = 1; r < 100_000; r++) cells.push([r, 0, `=IF(A${r}>0,A${r}+1,0)`]);
    engine.setCells(sheet, cells);
    engine.recalc();
    engine.setCellContent(sheet, 0, 0, 2);
    expect(engine.getValue(sheet, 99_999, 0)).toBe(100_001);
    expect(engine.evalLog).toBeNull();
    expect(log.enabled).toBe(false);
    expect(log.entries).toHaveLength(0);
    expect(sink.calls).toBe(0);
  });

  it('stops recording once detached and keeps what it had', () => {
    const { engine, sheet, log } = book();
    engine.setCellContent(sheet, 0, 0, '=1+1');
    engine.recalc();
    const before = log.entries.length;
    log.detach();
    engine.setCellContent(sheet, 0, 0, '=2+2');
    engine.recalc();
    expect(log.entries).toHaveLength(before);
    expect(engine.getValue(sheet, 0, 0)).toBe(4);
  });

  it('results are the same with the log on as off', () => {
    const run = (logged: boolean) => {
      const engine = new Engine(engineOptions());
      const sheet = engine.addSheet('S');
      if (logged) new EvaluationLog().attach(engine);
      engine.setCells(sheet, [[0, 0, 3], [0, 1, '=IF(A1>2,A1*2,"x")'], [0, 2, '=SUM(A1:B1)'], [0, 3, '=IFERROR(1/0,C1)']]);
      engine.recalc();
      return [1, 2, 3].map((c) => engine.getValue(sheet, 0, c));
    };
    expect(run(true)).toEqual(run(false));
  });
});
