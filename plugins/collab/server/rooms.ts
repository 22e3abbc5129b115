import type { LiveDocument, LiveEvent } from '../../../server/plugin-api/index.js';
import { LiveRoom, type RoomSettings } from './room.js';

/** How often rooms look for silent peers: a closed tab is gone within PEER_TIMEOUT_MS plus this. */
const SWEEP_EVERY_MS = 1000;

/**
 * The rooms of this process, one per live document (room key), made on the first join from the stored
 * content and closed when the last editor leaves. A join that arrives while its room closes waits for the
 * close (its fold) and opens a new one from what was stored.
 */
export class Rooms {
  private readonly rooms = new Map<string, Promise<LiveRoom>>();
  private readonly sweeper: NodeJS.Timeout;
  private readonly unsubscribe: (() => void)[] = [];
  private lastSweep = Date.now();

  constructor(private readonly settings: RoomSettings) {
    this.sweeper = setInterval(() => this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
    this.unsubscribe.push(settings.host.events.subscribe((event) => void this.reload(event).catch(() => undefined)));
    const changes = settings.host.log.changes;
    if (changes) this.unsubscribe.push(changes.subscribe((key, seq) => void this.existing(key)?.then((room) => room.catchUp(seq)).catch(() => undefined)));
  }

  /** The open room of a document, or a new one. LiveRoom.join answers undefined when the room closed meanwhile: ask again. */
  async roomOf(document: LiveDocument): Promise<LiveRoom> {
    // A closed room has left the map (shut tells it); one that is closing still takes joins in its turn, and refuses them (the caller asks again).
    const room = await this.existing(document.key)?.catch(() => undefined);
    if (room && !room.isClosed) return room;
    const opening = LiveRoom.open(document, this.settings, () => this.forget(document.key, opening));
    this.rooms.set(document.key, opening);
    opening.catch(() => this.forget(document.key, opening));
    return opening;
  }

  /**
   * Folds a document's log into its stored content now: through its room when open here, else (a log a
   * restart or another process left unfolded) through a room opened for it alone, closed again.
   */
  async fold(key: string): Promise<void> {
    const open = this.existing(key);
    if (open) return (await open.catch(() => undefined))?.fold();
    // Most documents have no log: one look (a missing file, an empty query) before reading any content.
    if ((await this.settings.host.log.since(key, 0)).length === 0) return;
    const stored = await this.settings.host.reread(key);
    if (!stored || (await this.settings.host.log.since(key, stored.seq)).length === 0) return;
    const document = key.startsWith('shadow-')
      ? { key, kind: 'shadow' as const, content: stored.content, seq: stored.seq }
      : { key, kind: 'version' as const, versionId: key.slice('version-'.length), content: stored.content, seq: stored.seq };
    const room = await this.roomOf(document);
    await room.fold();
    room.closeIfEmpty();
  }

  get openCount(): number {
    return this.rooms.size;
  }

  /** Stops: every open room folds its log and closes. */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    for (const stop of this.unsubscribe) stop();
    await Promise.all([...this.rooms.values()].map((opening) => opening.then((room) => room.shutDown(), () => undefined)));
  }

  private existing(key: string): Promise<LiveRoom> | undefined {
    return this.rooms.get(key);
  }

  private async reload(event: LiveEvent): Promise<void> {
    await (await this.existing(event.key)?.catch(() => undefined))?.reload(event);
  }

  private forget(key: string, opening: Promise<LiveRoom>): void {
    if (this.rooms.get(key) === opening) this.rooms.delete(key);
  }

  private sweep(): void {
    const now = Date.now();
    const late = now - this.lastSweep > 2 * SWEEP_EVERY_MS;
    this.lastSweep = now;
    // The event loop was held (a big command ran): the pings that came meanwhile are not read yet, so a
    // peer's silence is not measured now; the next sweep sees them.
    if (late) return;
    for (const opening of this.rooms.values()) void opening.then((room) => room.sweep(now), () => undefined);
  }
}
