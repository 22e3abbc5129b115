import { describe, expect, it } from 'vitest';
import { CheckedText } from '../../plugins/workbook/file/index.js';
import { SaveChecks } from '../../server/services/save-checks.js';

const body = (value: number) => Buffer.from(JSON.stringify({ shadow: { name: 'n', sheetsById: { s1: { cellsById: { 'c1&r1': { value }, 'c2&r1': { value: 2 } } } } } }));
const save = (bytes: Buffer, contentKey = 'k1', versionKey = 'v1') => ({
  contentKey, versionKey, fields: { shadow: { name: 'n' } }, checked: new CheckedText(bytes),
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
