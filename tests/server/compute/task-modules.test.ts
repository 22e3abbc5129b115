import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { taskModules } from '../../../server/compute/task-modules.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function* sources(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Every module a `computeTask<typeof import('...')...>` names (the way each task is named: compute-task.ts), as a path from the root. */
function namedTaskModules(): string[] {
  const named = new Set<string>();
  for (const folder of ['server', 'plugins', 'cli']) {
    for (const file of sources(join(ROOT, folder))) {
      // Code, not comments (compute-task.ts's example names a module that is not there).
      const code = readFileSync(file, 'utf8').split('\n').filter((line) => !/^\s*(\*|\/\/)/.test(line)).join('\n');
      for (const match of code.matchAll(/computeTask<typeof import\('([^']+)'\)/g)) {
        named.add(relative(ROOT, join(dirname(file), match[1])).replace(/\.js$/, '.ts'));
      }
    }
  }
  return [...named].sort();
}

describe('compute task modules', () => {
  it('every module a computeTask names is one the workers\' bundle holds', () => {
    const named = namedTaskModules();
    expect(named).toContain('server/engine/run-batch-task.ts');
    expect(named).toContain('plugins/casts/server/cast-tasks.ts');
    expect(named.filter((module) => !taskModules(ROOT).includes(module))).toEqual([]);
  });
});
