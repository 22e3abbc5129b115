import type { TaskContext } from '../../../server/plugin-api/compute.js';
import { diffVersions, type VersionDiff } from '../version-diff.js';

export interface DiffArgs {
  readonly fromKey: string;
  readonly toKey: string;
}

/** Two versions' cells and test shadows compared, in a compute worker: each side evaluated with its own user functions. */
export function versionDiff(args: DiffArgs, context: TaskContext): VersionDiff {
  const [from, to] = context.contents([args.fromKey, args.toKey]);
  const before = context.templates.read(from);
  const after = context.templates.read(to);
  return context.withUserFunctions(before, (beforeEngine) =>
    context.withUserFunctions(after, (afterEngine) =>
      diffVersions({ workbook: before, engine: beforeEngine }, { workbook: after, engine: afterEngine })));
}
