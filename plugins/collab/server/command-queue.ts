/** A command waiting for its turn, with the socket (room member) that sent it. */
export interface QueuedItem {
  readonly clientId: string;
}

/**
 * The commands a room has received and not yet run, one line per editor (socket), taken round-robin:
 * each editor's commands keep their order, and an editor with a big command queued in parts (a paste or
 * fill of 1M cells is 200 commands) does not make the others wait for all of them: their next command
 * is taken after at most one part. The room's order is the order commands are taken in.
 */
export class CommandQueue<T extends QueuedItem> {
  /** Editors with commands waiting, in turn order (a Map keeps insertion order: the next is the first). */
  private readonly lines = new Map<string, T[]>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(item: T): void {
    const line = this.lines.get(item.clientId);
    if (line) line.push(item);
    else this.lines.set(item.clientId, [item]);
    this.count += 1;
  }

  /**
   * The next command: the first editor's oldest, skipping the editors whose oldest `held` says must wait
   * (their later ones wait behind it); that editor goes to the back of the turn order.
   */
  take(held?: (item: T) => boolean): T | undefined {
    for (const [clientId, line] of this.lines) {
      if (held?.(line[0])) continue;
      const item = line.shift()!;
      this.lines.delete(clientId);
      if (line.length > 0) this.lines.set(clientId, line);
      this.count -= 1;
      return item;
    }
    return undefined;
  }

  /** Puts commands taken but not run back in front, in their order (a batch the log refused runs again first). */
  putBack(items: readonly T[]): void {
    const front = new Map<string, T[]>();
    for (const item of items) {
      const line = front.get(item.clientId);
      if (line) line.push(item);
      else front.set(item.clientId, [item]);
    }
    for (const [clientId, line] of this.lines) {
      const ahead = front.get(clientId);
      if (ahead) ahead.push(...line);
      else front.set(clientId, line);
    }
    this.lines.clear();
    for (const [clientId, line] of front) this.lines.set(clientId, line);
    this.count += items.length;
  }
}
