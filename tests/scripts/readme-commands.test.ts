import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'cli/bin.js');

/** The commands of the README's "The command line" block, in order, without their comments. */
function readmeCommands(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## The command line'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line.startsWith('npx gridcast'));
}

// A fresh clone's view: the fixtures, and a folder of its own for what the commands write.
const work = mkdtempSync(join(tmpdir(), 'gridcast-readme-'));
symlinkSync(join(ROOT, 'fixtures'), join(work, 'fixtures'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the README's command-line examples run as written", () => {
  const commands = readmeCommands();
  it('lists the examples', () => {
    expect(commands.length).toBeGreaterThanOrEqual(7);
  });
  // serve runs until stopped and migrate needs a PostgreSQL database: both have their own tests.
  for (const command of commands.filter((line) => !/ (serve|migrate)\b/.test(line))) {
    it(command, () => {
      const args = command.replace(/^npx gridcast\s*/, '');
      // Through a shell, so fixtures/templates/*.json expands as it does for a reader.
      const run = spawnSync(`${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} ${args}`, { cwd: work, shell: '/bin/sh', encoding: 'utf8', timeout: 60_000 });
      expect(run.stderr.split('\n').filter((line) => /error|cannot|not found/i.test(line))).toEqual([]);
      expect(run.status).toBe(0);
    });
  }
});
