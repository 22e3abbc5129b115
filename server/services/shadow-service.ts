import type { ComputePool } from '../compute/compute-pool.js';
import { computeTask } from '../compute/compute-task.js';
import type { ServerConfig } from '../config.js';
import { conflict, HttpError, notFound } from '../http/errors.js';
import type { AccountRecord, DbState, GridRecord, JsonObject, ShadowRecord } from '../storage/records.js';
import type { Storage } from '../storage/storage.js';
import { castsOfShadow, gridById, versionsOfGrid } from '../storage/lookups.js';
import { versionRef } from '../api/views.js';
import { fetchInputOverrides } from './input-overrides.js';
import { type CachedBody, ResponseCache } from './response-cache.js';

const TASKS = new URL('../engine/shadow-task.js', import.meta.url);
const VIEW = computeTask<typeof import('../engine/shadow-task.js').shadowView>(TASKS, 'shadowView');
const OUTPUTS = computeTask<typeof import('../engine/shadow-task.js').shadowOutputs>(TASKS, 'shadowOutputs');

export interface ShadowViewOptions {
  readonly gridVersionId?: string;
  readonly inputOverridesUrl?: string;
}

/** The records one shadow view is made of, read in one consistent snapshot. */
interface ViewSources {
  readonly shadow: ShadowRecord;
  readonly accountId: number;
  readonly versionContentKey: string;
  readonly gridVersionId: string;
  readonly settings: AccountRecord['settings'];
  readonly gridVersions: ReturnType<typeof versionRef>[];
  readonly castsByToken: JsonObject;
  /** Core grids are never downloaded from a shadow (SPEC section 6). */
  readonly isCore: boolean;
}

/**
 * Builds `GET /api/shadows/{token}`: the shadow's content recomputed by the engine for its input, in a
 * compute worker (server/engine/shadow-task.ts). The serialised (and gzipped) answer is cached by
 * everything it depends on, so repeated reads of an unchanged shadow cost a lookup rather than an
 * evaluation of every cell.
 */
export class ShadowService {
  private readonly cache = new ResponseCache(32, 60_000);
  private readonly building = new Map<string, Promise<CachedBody>>();

  constructor(private readonly storage: Storage, private readonly config: ServerConfig, private readonly compute: ComputePool) {}

  async view(grid: GridRecord, shadow: ShadowRecord, account: AccountRecord, options: ShadowViewOptions): Promise<CachedBody> {
    const sources = await this.storage.read((db) => this.sources(db, grid, shadow, account, options.gridVersionId));
    const overrides = options.inputOverridesUrl ? await fetchInputOverrides(options.inputOverridesUrl, this.config) : undefined;
    const key = JSON.stringify([shadow.contentKey, shadow.updatedAt, sources.gridVersionId, sources.versionContentKey, sources.gridVersions, sources.settings, sources.castsByToken, sources.isCore, overrides ?? null]);
    const hit = this.cache.get(key);
    if (hit) return hit;
    // Requests that miss together share one build: a process meeting a burst of reads with a cold cache
    // (a second process behind a load balancer) built the same view once per request, for seconds.
    const building = this.building.get(key);
    if (building) return building;
    const build = this.build(sources, overrides).then((body) => {
      this.cache.set(key, body);
      return body;
    }).finally(() => this.building.delete(key));
    this.building.set(key, build);
    return build;
  }

  /** Outputs of a shadow as saved (for webhooks), computed in the shadow's account's share of the workers. */
  async outputs(shadow: ShadowRecord, versionContentKey: string): Promise<JsonObject> {
    const accountId = await this.storage.read((db) => gridById(db.grids, shadow.gridId)?.accountId);
    if (accountId === undefined) throw notFound('Grid');
    return this.compute.run(accountId, OUTPUTS, { shadowKey: shadow.contentKey, versionKey: versionContentKey });
  }

  private sources(db: DbState, grid: GridRecord, shadow: ShadowRecord, account: AccountRecord, wanted: string | undefined): ViewSources {
    const versions = versionsOfGrid(db.versions, grid.id);
    const gridVersionId = wanted ?? shadow.gridVersionId;
    const version = versions.find((candidate) => candidate.id === gridVersionId);
    // End users open published versions only (SPEC section 2's Versions menu, issue 16's bad input).
    if (!version && wanted !== undefined) throw notFound('Grid version');
    if (!version) throw new HttpError(404, 'This shadow\'s version was deleted. Ask the template\'s author for a new link.');
    if (!version.published) throw conflict(`This shadow's version "${version.name}" is not published. Ask the template's author to publish it.`);
    const castsByToken: JsonObject = {};
    for (const cast of castsOfShadow(db.casts, shadow.id)) castsByToken[cast.id] = { ...cast.cast, token: cast.id, updatedAt: cast.updatedAt, shared: cast.shared === true };
    return { shadow, accountId: grid.accountId, versionContentKey: version.contentKey, gridVersionId, settings: account.settings, gridVersions: versions.map(versionRef), castsByToken, isCore: grid.isCore };
  }

  private build(sources: ViewSources, overrides: JsonObject | undefined): Promise<CachedBody> {
    const { shadow } = sources;
    return this.compute.run(sources.accountId, VIEW, {
      shadowKey: shadow.contentKey, versionKey: sources.versionContentKey, ownVersion: sources.gridVersionId === shadow.gridVersionId, overrides,
      shadow: { id: shadow.id, gridId: shadow.gridId, token: shadow.token, name: shadow.name, gridVersionId: sources.gridVersionId, updatedAt: shadow.updatedAt, revision: shadow.revision },
      gridVersions: sources.gridVersions, castsByToken: sources.castsByToken, settings: { ...sources.settings }, isCore: sources.isCore,
      gridVersionId: sources.gridVersionId,
    });
  }
}
