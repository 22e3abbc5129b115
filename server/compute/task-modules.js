// Plain JavaScript: `gridcast run` lists the task modules to check its bundle (cli/cli-bundle.js) before any
// TypeScript loader is loaded. Types in task-modules.d.ts.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A worker task module's name: what `computeTask` names a function of. */
const TASK_MODULE = /-tasks?\.ts$/;

/**
 * The compute workers' task modules under `root`, as paths from it (with `/`), sorted: found by name, a
 * task module being `*-task.ts` or `*-tasks.ts` in `server/` or a plugin's `server/` folder. The worker
 * bundle (worker-bundle.ts) has an entry per module, so a task module named otherwise is not in it (a
 * test holds every `computeTask` to this).
 * @param {string} root
 * @returns {string[]}
 */
export function taskModules(root) {
  /** @type {string[]} */
  const found = [];
  walk(root, 'server', found);
  for (const plugin of subfolders(join(root, 'plugins'))) walk(root, `plugins/${plugin}/server`, found);
  return found.sort();
}

function walk(root, folder, found) {
  let entries;
  try {
    entries = readdirSync(join(root, folder), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.isDirectory() && entry.name !== 'node_modules') walk(root, `${folder}/${entry.name}`, found);
    else if (entry.isFile() && TASK_MODULE.test(entry.name)) found.push(`${folder}/${entry.name}`);
  }
}

function subfolders(folder) {
  try {
    return readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  } catch {
    return [];
  }
}
