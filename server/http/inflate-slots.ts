/** Shared memory a worker inflates a body into, known to the worker by its id. */
export interface Slot {
  readonly id: number;
  readonly memory: SharedArrayBuffer;
}

/** Slots are at least this large, else as large as the recent bodies (rounded up to a power of two). */
const MIN_SLOT_BYTES = 256 * 1024;
/** Bodies inflating past this take memory of their own: rare, and each costs far more than its allocation. */
const MAX_SLOT_BYTES = 8 * 1024 * 1024;
/** Free slots kept, in bytes: enough for the bodies of a few dozen concurrent saves. */
const MAX_FREE_BYTES = 32 * 1024 * 1024;
/** Slots are sized for the largest of the bodies given back since this many: one large body is soon forgotten. */
const SIZE_WINDOW = 64;

/**
 * Free slots for the inflate worker's results, reused from one request to the next. Each new buffer
 * is memory outside the JavaScript heap, and the garbage collector runs after every few dozen MB of
 * those (full collections included) whether or not they are still used; reused shared memory is
 * allocated once. A slot is out from `take` until `give`; nobody may read it after giving it back.
 */
export class InflateSlots {
  private readonly free: Slot[] = [];
  private freeBytes = 0;
  private nextId = 0;
  /** Slots numbered below this were made for a worker that is gone. */
  private firstLiveId = 0;
  private wanted = MIN_SLOT_BYTES;
  private largestInWindow = 0;
  private givenInWindow = 0;

  /** `added` and `dropped` tell the worker which slots exist. */
  constructor(private readonly added: (slot: Slot) => void, private readonly dropped: (slot: Slot) => void) {}

  /** A free slot as large as the bodies seen, or a new one. */
  take(): Slot {
    for (let slot = this.free.pop(); slot !== undefined; slot = this.free.pop()) {
      this.freeBytes -= slot.memory.byteLength;
      if (slot.memory.byteLength >= this.wanted) return slot;
      this.dropped(slot);
    }
    const slot = { id: this.nextId++, memory: new SharedArrayBuffer(this.wanted) };
    this.added(slot);
    return slot;
  }

  /** `slot` is no longer read; `used` bytes were inflated for it. */
  give(slot: Slot, used: number): void {
    this.learnSize(used);
    if (slot.id < this.firstLiveId) return;
    const size = slot.memory.byteLength;
    // One much larger than bodies now are goes, so memory taken for a large body comes back.
    if (size < this.wanted || size > 4 * this.wanted || this.freeBytes + size > MAX_FREE_BYTES) {
      this.dropped(slot);
      return;
    }
    this.free.push(slot);
    this.freeBytes += size;
  }

  /** Grows slots at once for a larger body, and shrinks them back once a window has seen none so large. */
  private learnSize(used: number): void {
    this.largestInWindow = Math.max(this.largestInWindow, used);
    if (used > this.wanted) this.wanted = slotBytesFor(used);
    if (++this.givenInWindow < SIZE_WINDOW) return;
    this.wanted = slotBytesFor(this.largestInWindow);
    this.largestInWindow = 0;
    this.givenInWindow = 0;
  }

  /** Forgets every slot made so far, out or free: the worker that knew them is gone. */
  clear(): void {
    this.free.length = 0;
    this.freeBytes = 0;
    this.firstLiveId = this.nextId;
  }
}

function slotBytesFor(used: number): number {
  return Math.min(MAX_SLOT_BYTES, Math.max(MIN_SLOT_BYTES, 2 ** Math.ceil(Math.log2(Math.max(1, used)))));
}
