import type { LiveEvent, LiveEvents } from '../plugin-api/live.js';
import type { CommandLog } from '../storage/command-log.js';

/** A live document a read names: a template version, or a shadow (whose document is also its version's). */
export type LiveRef = { readonly version: string } | { readonly shadow: string };

/**
 * How the HTTP routes reach the live channel's rooms (issue 36): before a route publishes or copies a
 * version it lets the version's room fold its log into the content (`settle`), and after a route replaced,
 * published or demoted a live document it tells its editors to reload (`reload`). With no live channel
 * attached both do nothing.
 */
export class LiveNotices implements LiveEvents {
  private readonly listeners = new Set<(event: LiveEvent) => void>();
  private folder: ((key: string) => Promise<void>) | undefined;

  constructor(private readonly log?: CommandLog) {}

  subscribe(listener: (event: LiveEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The live channel's way to fold a room's log now (one per server). */
  attachFolder(fold: (key: string) => Promise<void>): void {
    this.folder = fold;
  }

  /** Folds the live log of a version (`versionKey`) into its stored content, so what is read next includes every acknowledged edit. */
  async settle(key: string): Promise<void> {
    await this.folder?.(key);
  }

  /**
   * A route's look at the records it computes from (evaluate, runs, casts, exports, diffs), taken after the live
   * logs of the documents it names are folded: their content keys then include every acknowledged command.
   * Read once to learn what it names, fold, read again (a fold stores new content under a new key).
   */
  async readSettled<T>(read: () => Promise<T>, named: (found: T) => readonly LiveRef[]): Promise<T> {
    if (!this.folder) return read();
    const refs = named(await read());
    await Promise.all(refs.map((ref) => this.settle('version' in ref ? versionKey(ref.version) : shadowKey(ref.shadow))));
    return read();
  }

  /** The last seq logged for `key` after `from` (the content's liveSeq), or `from`: a PUT's content includes everything up to it. */
  async lastSeq(key: string, from: number): Promise<number> {
    const entries = (await this.log?.since(key, from)) ?? [];
    return entries.length > 0 ? entries[entries.length - 1].seq : from;
  }

  reload(event: LiveEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}

export const versionKey = (versionId: string): string => `version-${versionId}`;
export const shadowKey = (shadowId: string): string => `shadow-${shadowId}`;

/** The page a request came from (`X-Gridcast-Page`, see web/api/client.ts), when it names one plausibly. */
export function pageOf(request: { get(field: string): string }): string | undefined {
  const page = request.get('x-gridcast-page');
  return /^[0-9a-f]{8,64}$/.test(page) ? page : undefined;
}
