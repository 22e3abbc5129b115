import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CommandLogFiles } from '../../server/storage/command-log-files.js';

describe('the embedded store\'s command logs (issue 36)', () => {
  const dirs: string[] = [];
  afterEach(async () => { for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true }); });
  const open = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gridcast-log-'));
    dirs.push(dir);
    return { dir, log: await CommandLogFiles.open(dir) };
  };
  const entry = (seq: number) => ({ seq, text: JSON.stringify({ command: { seq } }) });

  it('appends, reads after a seq, drops what a fold covers and whole logs', async () => {
    const { log } = await open();
    await log.append('version-a', [entry(1), entry(2)]);
    await log.append('version-a', [entry(3)]);
    await log.append('version-b', [entry(1)]);
    expect((await log.since('version-a', 1)).map((e) => e.seq)).toEqual([2, 3]);
    await log.dropThrough('version-a', 2);
    expect((await log.since('version-a', 0)).map((e) => e.seq)).toEqual([3]);
    await log.append('version-a', [entry(4)]);
    expect((await log.since('version-a', 0)).map((e) => e.seq)).toEqual([3, 4]);
    await log.drop('version-b');
    expect(await log.since('version-b', 0)).toEqual([]);
    await log.close();
  });

  it('cuts a torn last line (a crash in the middle of an append, never acknowledged) before the next append', async () => {
    const { dir, log } = await open();
    await log.append('version-a', [entry(1)]);
    await log.close();
    await appendFile(join(dir, 'live', 'version-a.log'), '{"seq":2,"te');
    const reopened = await CommandLogFiles.open(dir);
    expect((await reopened.since('version-a', 0)).map((e) => e.seq)).toEqual([1]);
    await reopened.append('version-a', [entry(2)]);
    expect((await reopened.since('version-a', 0)).map((e) => e.seq)).toEqual([1, 2]);
    expect((await readFile(join(dir, 'live', 'version-a.log'), 'utf8')).split('\n').filter(Boolean)).toHaveLength(2);
    await reopened.close();
  });

  it('keeps file names to safe characters whatever the key', async () => {
    const { log } = await open();
    await log.append('../escape', [entry(1)]);
    expect((await log.since('../escape', 0)).map((e) => e.seq)).toEqual([1]);
    await log.close();
  });
});
