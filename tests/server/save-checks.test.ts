import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { LockedCells } from '../../plugins/locks/index.js';
import { newWorkbook } from '../../plugins/workbook/create.js';
import { CheckedText } from '../../plugins/workbook/file/index.js';
import { SequentialIdGenerator } from '../../plugins/workbook/ids.js';
import { SaveChecks } from '../../server/services/save-checks.js';

const body = (value: number) => Buffer.from(JSON.stringify({ shadow: { name: 'n', sheetsById: { s1: { cellsById: { 'c1&r1': { value }, 'c2&r1': { value: 2 } } } } } }));
/** What a save's whole check found its locks to cover: nothing here. */
const NO_LOCKS = LockedCells.of(newWorkbook(new SequentialIdGenerator()));
const save = (bytes: Buffer, contentKey = 'k1', versionKey = 'v1', locked: LockedCells = NO_LOCKS) => ({
  contentKey, versionKey, fields: { shadow: { name: 'n' } }, checked: new CheckedText(bytes), locked,
  source: { body: bytes, path: ['shadow'], keys: ['sheetsById'], base: { input: { a: 1 } } },
});

describe('SaveChecks', () => {
  it('accepts a one-cell edit of the remembered save with its fields and base, as the new body', () => {
    const checks = new SaveChecks(1 << 20);
    checks.remember('shadow', save(body(1)));
    const repeated = checks.repeat('shadow', 'k1', 'v1', body(5));
    expect(repeated).toMatchObject({ fields: { shadow: { name: 'n' } }, versionKey: 'v1', source: { body: body(5), keys: ['sheetsById'], base: { input: { a: 1 } } } });
    expect(repeated?.checked.bytes).toEqual(body(5));
  });

  it('keeps its own copy of the body: the request buffer may be reused or changed after the save', () => {
    const checks = new SaveChecks(1 << 20);
    const received = body(1);
    checks.remember('shadow', save(received));
    received.fill(32);
    expect(checks.repeat('shadow', 'k1', 'v1', body(5))?.checked.bytes).toEqual(body(5));
  });

  it('uses a remembered save only for the content and version it was checked with', () => {
    const checks = new SaveChecks(1 << 20);
    checks.remember('shadow', save(body(1)));
    expect(checks.repeat('shadow', 'k2', 'v1', body(5))).toBeUndefined();
    expect(checks.repeat('shadow', 'k1', 'v2', body(5))).toBeUndefined();
    expect(checks.repeat('other', 'k1', 'v1', body(5))).toBeUndefined();
    checks.forget('shadow');
    expect(checks.repeat('shadow', 'k1', 'v1', body(5))).toBeUndefined();
  });

  it('forgets the least recently saved shadows past its size', () => {
    const checks = new SaveChecks(body(1).length * 2);
    for (const id of ['a', 'b', 'c']) checks.remember(id, save(body(1)));
    expect(checks.repeat('a', 'k1', 'v1', body(5))).toBeUndefined();
    expect(checks.repeat('c', 'k1', 'v1', body(5))).toBeDefined();
  });
});

describe('SaveChecks and locks', () => {
  // A sheet whose second cell of the first row is locked.
  const base = newWorkbook(new SequentialIdGenerator());
  const sheet = base.sheetsById[base.sheetIds[0]];
  const [a1, b1] = [`${sheet.columnIds[0]}&${sheet.rowIds[0]}`, `${sheet.columnIds[1]}&${sheet.rowIds[0]}`];
  const locked = LockedCells.of(produce(base, (draft) => {
    draft.sheetsById[sheet.id].locks = [{ id: 'L1', name: 'Lock 1', range: { sheetId: sheet.id, fromCellId: b1, toCellId: b1 } }];
  }));
  const cells = (first: object, second: object) => Buffer.from(JSON.stringify({ shadow: { sheetsById: { [sheet.id]: { cellsById: { [a1]: first, [b1]: second } } } } }));

  it('accepts an edit of an unlocked cell as text, but leaves one of a locked cell or of a note to the whole check', () => {
    const checks = new SaveChecks(1 << 20);
    checks.remember('shadow', save(cells({ value: 1 }, { value: 2 }), 'k1', 'v1', locked));
    expect(checks.repeat('shadow', 'k1', 'v1', cells({ value: 5 }, { value: 2 }))).toBeDefined();
    expect(checks.repeat('shadow', 'k1', 'v1', cells({ value: 1 }, { value: 9 }))).toBeUndefined();
    expect(checks.repeat('shadow', 'k1', 'v1', cells({ value: 1, note: 'mine' }, { value: 2 }))).toBeUndefined();
  });

  it('reads a save whole when the last one was not (its locks are not known)', () => {
    const checks = new SaveChecks(1 << 20);
    checks.remember('shadow', { ...save(cells({ value: 1 }, { value: 2 })), locked: undefined });
    expect(checks.repeat('shadow', 'k1', 'v1', cells({ value: 5 }, { value: 2 }))).toBeUndefined();
  });
});

describe('SaveChecks catching up with saves stored by another process', () => {
  const editOf = (from: Buffer, to: Buffer) => {
    let at = 0;
    while (from[at] === to[at]) at++;
    let end = 0;
    while (end < from.length - at && from[from.length - 1 - end] === to[to.length - 1 - end]) end++;
    return { at, cut: from.length - at - end, bytes: to.subarray(at, to.length - end) };
  };

  it('replays cell edits onto the remembered save and then accepts the next save from there', () => {
    const checks = new SaveChecks(1 << 20);
    checks.remember('shadow', save(body(1)));
    expect(checks.advance('shadow', 'k1', 'k3', [editOf(body(1), body(22)), editOf(body(22), body(333))])).toBe(true);
    expect(checks.last('shadow', 'v1')?.contentKey).toBe('k3');
    expect(checks.last('shadow', 'v1')?.source.body).toEqual(body(333));
    expect(checks.repeat('shadow', 'k1', 'v1', body(5))).toBeUndefined();
    expect(checks.repeat('shadow', 'k3', 'v1', body(5))?.checked.bytes).toEqual(body(5));
  });

  it('takes a stored body as the last checked save only in place of the save it remembers', () => {
    const checks = new SaveChecks(1 << 20);
    checks.remember('shadow', save(body(1)));
    expect(checks.adopt('shadow', 'k0', 'k2', body(22))).toBe(false);
    expect(checks.adopt('shadow', 'k1', 'k2', body(22))).toBe(true);
    expect(checks.last('shadow', 'v1')).toMatchObject({ contentKey: 'k2', source: { body: body(22), base: { input: { a: 1 } } } });
    expect(checks.repeat('shadow', 'k2', 'v1', body(5))?.checked.bytes).toEqual(body(5));
  });

  it('keeps its remembered save when an edit is not a cell edit, or when it no longer remembers the save edited', () => {
    const checks = new SaveChecks(1 << 20);
    checks.remember('shadow', save(body(1)));
    const renamed = Buffer.from(body(1).toString().replace('"n"', '"m"'));
    expect(checks.advance('shadow', 'k1', 'k2', [editOf(body(1), renamed)])).toBe(false);
    expect(checks.advance('shadow', 'k1', 'k2', [{ at: body(1).length, cut: 5, bytes: Buffer.from('x') }])).toBe(false);
    expect(checks.advance('shadow', 'k0', 'k2', [editOf(body(1), body(22))])).toBe(false);
    expect(checks.last('shadow', 'v1')?.contentKey).toBe('k1');
    expect(checks.last('shadow', 'v2')).toBeUndefined();
  });
});

describe('SaveChecks offsets', () => {
  const saveOf = (repeated: NonNullable<ReturnType<SaveChecks['repeat']>>, contentKey: string) => ({ ...repeated, contentKey });

  it('writes a save\'s cell offsets into those of the save it replaced, and never into offsets a save still holds', () => {
    const checks = new SaveChecks(1 << 20);
    checks.remember('shadow', save(body(1)));
    const first = checks.repeat('shadow', 'k1', 'v1', body(22))!;
    checks.remember('shadow', saveOf(first, 'k2'));
    const second = checks.repeat('shadow', 'k2', 'v1', body(333))!;
    // Two saves checked against the same one (concurrent saves of the shadow) get offsets of their own.
    const concurrent = checks.repeat('shadow', 'k2', 'v1', body(4444))!;
    expect(concurrent.checked.members.starts).not.toBe(second.checked.members.starts);
    checks.remember('shadow', saveOf(second, 'k3'));
    const third = checks.repeat('shadow', 'k3', 'v1', body(55555))!;
    // The offsets of the first save, replaced by the second, are reused for the third.
    expect(third.checked.members.starts).toBe(first.checked.members.starts);
    for (const [repeated, value] of [[second, 333], [concurrent, 4444], [third, 55555]] as const) {
      const { members, bytes } = repeated.checked;
      const cell = Buffer.from(bytes).subarray(members.starts[0], members.ends[0]).toString();
      expect(cell).toBe(`"c1&r1":{"value":${value}}`);
    }
  });
});
