import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

/** One request the load sends, as its bytes are built once before the load starts. */
export interface LoadRequestSpec {
  readonly method: string;
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: Buffer;
}

export interface HttpLoadOptions {
  /** `http://host:port`: the server every connection goes to. */
  readonly url: string;
  readonly connections: number;
  readonly durationS: number;
  /** The requests, sent in turn across all connections (the n-th request sent is `requests[n % length]`). */
  readonly requests: readonly LoadRequestSpec[];
  /** A request with no complete answer after this long counts as a timeout; its connection is opened again. */
  readonly timeoutMs?: number;
}

/** What a load measured (the fields the bench reads, as autocannon named them). */
export interface HttpLoadResult {
  /** Per-request latency, ms, from the request's first byte written to its answer's last byte read. */
  readonly latency: { readonly p50: number; readonly p90: number; readonly p99: number; readonly max: number };
  /** `average`: completed answers per second of the load. */
  readonly requests: { readonly average: number; readonly total: number };
  readonly '2xx': number;
  readonly non2xx: number;
  /** Connections that failed or closed with a request unanswered. */
  readonly errors: number;
  readonly timeouts: number;
}

const HEAD_END = Buffer.from('\r\n\r\n');
const LINE_END = Buffer.from('\r\n');

/** The bytes of one request, keep-alive, Content-Length set from its body. */
export function requestBytes(host: string, spec: LoadRequestSpec): Buffer {
  const lines = [`${spec.method} ${spec.path} HTTP/1.1`, `host: ${host}`, 'connection: keep-alive'];
  for (const [name, value] of Object.entries(spec.headers ?? {})) lines.push(`${name}: ${value}`);
  if (spec.body) lines.push(`content-length: ${spec.body.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return spec.body ? Buffer.concat([head, spec.body]) : head;
}

/**
 * Reads HTTP/1.1 answers off one connection's bytes: the status line, then the body's length from
 * Content-Length or its chunks, skipping the body's bytes. Bodies are never decoded or kept: the load
 * measures the server, and autocannon spent ~0.1 ms of its own CPU per 92 KB answer.
 */
class ResponseReader {
  /** Bytes of a head (or of a chunk-size line) split across reads. */
  private pending: Buffer | undefined;
  private state: 'head' | 'body' | 'chunk-size' | 'chunk-data' | 'trailer' = 'head';
  private remaining = 0;
  private status = 0;
  /** Whether the server said it closes the connection after this answer. */
  closing = false;

  /** Feeds bytes read; calls `answered(status)` for each complete answer. */
  feed(data: Buffer, answered: (status: number) => void): void {
    let at = 0;
    if (this.pending) {
      data = Buffer.concat([this.pending, data]);
      this.pending = undefined;
    }
    while (at < data.length) {
      if (this.state === 'body' || this.state === 'chunk-data') {
        const take = Math.min(this.remaining, data.length - at);
        at += take;
        this.remaining -= take;
        if (this.remaining > 0) return;
        if (this.state === 'body') this.finish(answered);
        else this.state = 'chunk-size';
        continue;
      }
      const end = data.indexOf(this.state === 'head' ? HEAD_END : LINE_END, at);
      if (end < 0) {
        this.pending = Buffer.from(data.subarray(at));
        return;
      }
      if (this.state === 'head') {
        const head = data.toString('latin1', at, end);
        at = end + HEAD_END.length;
        if (this.readHead(head)) this.finish(answered);
      } else if (this.state === 'chunk-size') {
        const size = parseInt(data.toString('latin1', at, end), 16);
        at = end + LINE_END.length;
        if (Number.isNaN(size)) throw new Error('Bad chunk size in an answer');
        // A chunk's data is followed by CRLF; the last (empty) chunk by optional trailers and an empty line.
        if (size === 0) this.state = 'trailer';
        else {
          this.state = 'chunk-data';
          this.remaining = size + LINE_END.length;
        }
      } else {
        const empty = end === at;
        at = end + LINE_END.length;
        if (empty) this.finish(answered);
      }
    }
  }

  /** Reads an answer's head; true when the answer has no body to wait for. */
  private readHead(head: string): boolean {
    this.status = Number(head.slice(9, 12));
    const lower = head.toLowerCase();
    this.closing = lower.includes('\r\nconnection: close');
    const length = /\r\ncontent-length: *(\d+)/.exec(lower);
    if (/\r\ntransfer-encoding: *chunked/.test(lower)) {
      this.state = 'chunk-size';
      return false;
    }
    // 204 and 304 have no body; an answer with neither length nor chunks would end with the connection.
    this.state = 'body';
    this.remaining = length && this.status !== 204 && this.status !== 304 ? Number(length[1]) : 0;
    return this.remaining === 0;
  }

  private finish(answered: (status: number) => void): void {
    this.state = 'head';
    answered(this.status);
  }
}

/** Latencies kept in a typed array that doubles when full. */
class Latencies {
  private values = new Float64Array(1 << 16);
  private count = 0;

  add(ms: number): void {
    if (this.count === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.count++] = ms;
  }

  summary(): HttpLoadResult['latency'] {
    const sorted = this.values.slice(0, this.count).sort();
    const at = (share: number) => (this.count === 0 ? 0 : round(sorted[Math.min(this.count - 1, Math.floor(share * this.count))]));
    return { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: this.count === 0 ? 0 : round(sorted[this.count - 1]) };
  }
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * A keep-alive HTTP/1.1 load on raw sockets: each connection sends a request, waits for its whole answer
 * (one in flight per connection, as autocannon's default) and sends the next, until the duration ends;
 * answers still in flight then are waited for (up to the timeout) and counted, so every acknowledged save
 * is known. Request bytes are built once; answers are counted by status line and length only.
 */
export function httpLoad(options: HttpLoadOptions): Promise<HttpLoadResult> {
  return new Promise((resolve) => new Load(options, resolve).start(options.connections));
}

/** One load's state, shared by its connections. */
class Load {
  readonly hostname: string;
  readonly port: number;
  readonly requests: readonly Buffer[];
  readonly timeoutMs: number;
  readonly latencies = new Latencies();
  readonly counts = { ok: 0, non2xx: 0, errors: 0, timeouts: 0 };
  readonly started = performance.now();
  readonly deadline: number;
  readonly connections = new Set<Connection>();
  /** Where every connection's reads land (ResponseReader copies only a split head). */
  readonly readBuffer = Buffer.allocUnsafe(256 * 1024);
  lastAnswer = this.started;
  private sent = 0;
  private watchdog: NodeJS.Timeout | undefined;

  constructor(options: HttpLoadOptions, private readonly resolve: (result: HttpLoadResult) => void) {
    const url = new URL(options.url);
    this.hostname = url.hostname;
    this.port = Number(url.port);
    this.requests = options.requests.map((spec) => requestBytes(url.host, spec));
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.deadline = this.started + options.durationS * 1000;
  }

  start(connections: number): void {
    for (let i = 0; i < connections; i++) this.connections.add(new Connection(this));
    // One timer for all connections rather than one per request.
    this.watchdog = setInterval(() => {
      const now = performance.now();
      for (const connection of this.connections) {
        if (connection.sentAt !== undefined && now - connection.sentAt > this.timeoutMs) connection.fail('timeouts');
      }
    }, 250);
  }

  nextRequest(): Buffer {
    return this.requests[this.sent++ % this.requests.length];
  }

  /** A connection that sends no more: the load ends with the last one. */
  retire(connection: Connection): void {
    this.connections.delete(connection);
    if (this.connections.size > 0) return;
    clearInterval(this.watchdog);
    const { counts } = this;
    const total = counts.ok + counts.non2xx;
    const seconds = Math.max(this.lastAnswer - this.started, 1) / 1000;
    this.resolve({
      latency: this.latencies.summary(), requests: { average: total / seconds, total },
      '2xx': counts.ok, non2xx: counts.non2xx, errors: counts.errors, timeouts: counts.timeouts,
    });
  }
}

/** One connection: sends the next request once the last is answered; opened again after a failure. */
class Connection {
  socket: Socket;
  private reader = new ResponseReader();
  /** When the request in flight was sent; undefined when none is. */
  sentAt: number | undefined;

  constructor(private readonly load: Load) {
    this.socket = this.open();
  }

  /** A failed or timed-out request counts as such, and a new connection takes this one's place. */
  fail(kind: 'errors' | 'timeouts'): void {
    if (!this.load.connections.has(this)) return;
    this.load.counts[kind]++;
    this.reopen();
  }

  private open(): Socket {
    const socket = connect({
      host: this.load.hostname, port: this.load.port, noDelay: true,
      // Reads land in one buffer the load reuses: no Buffer per read, and a 92 KB answer in one read.
      onread: { buffer: this.load.readBuffer, callback: (length) => this.read(this.load.readBuffer.subarray(0, length)) },
    });
    let connected = false;
    socket.on('connect', () => {
      connected = true;
      this.next();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (this.socket !== socket) return;
      // A connection refused is tried again a little later rather than in a tight loop.
      if (!connected) setTimeout(() => this.fail('errors'), 10);
      else if (this.sentAt !== undefined) this.fail('errors');
      else this.reopen();
    });
    return socket;
  }

  private read(data: Buffer): boolean {
    try {
      this.reader.feed(data, (status) => this.answered(status));
    } catch {
      this.fail('errors');
    }
    return true;
  }

  private next(): void {
    if (performance.now() >= this.load.deadline) {
      this.sentAt = undefined;
      this.load.retire(this);
      this.socket.end();
      return;
    }
    this.sentAt = performance.now();
    this.socket.write(this.load.nextRequest());
  }

  private answered(status: number): void {
    const { load } = this;
    load.lastAnswer = performance.now();
    load.latencies.add(load.lastAnswer - this.sentAt!);
    if (status >= 200 && status < 300) load.counts.ok++;
    else load.counts.non2xx++;
    this.sentAt = undefined;
    if (this.reader.closing) this.reopen();
    else this.next();
  }

  private reopen(): void {
    if (!this.load.connections.has(this)) return;
    const old = this.socket;
    this.sentAt = undefined;
    if (performance.now() >= this.load.deadline) {
      this.load.retire(this);
      old.destroy();
      return;
    }
    this.reader = new ResponseReader();
    this.socket = this.open();
    old.destroy();
  }
}
