import { computeTask, defineRoute, gridOf, schemas, versionOf, versionRef, z, type RouteDeps } from '../../../server/plugin-api/index.js';
import { MAX_LISTED_CELLS } from '../index.js';

/** Evaluating both versions: a compute worker's work (diff-task.ts). */
const DIFF = computeTask<typeof import('./diff-task.js').versionDiff>(new URL('./diff-task.js', import.meta.url), 'versionDiff');

const { GridVersionRef, Json } = schemas;

const DiffParams = z.object({ id: z.string().min(1), from: z.string().min(1), to: z.string().min(1) });
const CellState = z.object({ formula: z.string().optional(), value: Json }).nullable();
const VersionDiff = z.object({
  from: GridVersionRef,
  to: GridVersionRef,
  cells: z.array(z.object({ sheet: z.string(), cell: z.string(), before: CellState, after: CellState }))
    .openapi({ description: `Cells whose formula or value (for an empty input) changed; at most ${MAX_LISTED_CELLS}.` }),
  cellsTotal: z.number().int().openapi({ description: 'How many cells changed in all.' }),
  testShadows: z.array(z.object({
    id: z.number().int(),
    name: z.string(),
    outputs: z.array(z.object({ path: z.string(), before: Json.optional(), after: Json.optional() })),
    error: z.string().optional(),
  })).openapi({ description: 'Each test shadow run through both versions with its input: the outputs that change.' }),
});

/** Version differences: what moving from one version to another does to cells and to test shadows' outputs. */
export function versionDiffRoutes(deps: RouteDeps): void {
  const { storage } = deps;
  defineRoute(deps, {
    method: 'get', path: '/api/grids/:id/versions/:from/diff/:to', tag: 'Versions', access: 'user',
    summary: 'The cells whose formula or value changed from one version to another, and for each test shadow the outputs that changed',
    params: DiffParams, response: VersionDiff,
    errors: { 404: 'No such template (in this account), or a version that is not this template\'s' },
    handler: async (_ctx, { caller, params }) => {
      const [from, to] = await deps.live.readSettled(() => storage.read((db) => {
        const grid = gridOf(db, caller, params.id);
        return [versionOf(db, grid, params.from), versionOf(db, grid, params.to)] as const;
      }), (versions) => versions.map((version) => ({ version: version.id })));
      const diff = await deps.compute.run(caller.account.id, DIFF, { fromKey: from.contentKey, toKey: to.contentKey });
      return { from: versionRef(from), to: versionRef(to), ...diff };
    },
  });
}
