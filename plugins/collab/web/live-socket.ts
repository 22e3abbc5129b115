import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { PING_INTERVAL_MS, type ClientMessage, type ServerMessage } from '../protocol.js';

/** The first wait before reconnecting, doubled after each failed try up to the longest. */
export const FIRST_RETRY_MS = 250;
export const LONGEST_RETRY_MS = 5000;

/** 'connecting' until the first connection opens or fails; 'lost' from a drop or failure until it opens again. */
/** WebSocket.OPEN (not read from the global: tests run where there is none). */
const OPEN = 1;

export type SocketState = 'connecting' | 'open' | 'lost';

/** The WebSocket constructor the socket uses: the browser's, or a test's. */
export type SocketFactory = (url: string) => WebSocket;

/**
 * One live connection to `/api/live` that keeps itself open: it pings so the server can tell a closed tab
 * from a quiet one, and when the connection drops (the network, a server restart) it tries again after a
 * wait that doubles up to LONGEST_RETRY_MS, with some jitter so a restarted server is not hit by every
 * editor at once. `state$` says whether messages can be sent now.
 */
export class LiveSocket {
  readonly state$ = new BehaviorSubject<SocketState>('connecting');
  private readonly messageSubject = new Subject<ServerMessage>();
  readonly messages$: Observable<ServerMessage> = this.messageSubject.asObservable();
  private socket: WebSocket | undefined;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private closed = false;

  constructor(private readonly url: string, private readonly factory: SocketFactory = (address) => new WebSocket(address)) {
    this.connect();
  }

  /** Sends a message; false when the connection is down (the caller keeps what it must resend). */
  send(message: ClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Closes the connection for good (the editor left the document). */
  close(): void {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.stopPing();
    this.socket?.close(1000, 'editor closed');
    this.socket = undefined;
    this.state$.complete();
    this.messageSubject.complete();
  }

  /** Drops the connection now and reconnects as after a network failure (tests, a stale connection). */
  drop(): void {
    this.socket?.close(4000, 'dropped');
  }

  private connect(): void {
    const socket = this.factory(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.retryMs = FIRST_RETRY_MS;
      this.startPing();
      this.state$.next('open');
    };
    socket.onmessage = (event: MessageEvent) => this.receive(event.data);
    socket.onclose = () => this.lost(socket);
    // An error is followed by a close, which schedules the retry.
    socket.onerror = () => undefined;
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let message: ServerMessage;
    try {
      message = JSON.parse(data) as ServerMessage;
    } catch {
      // A frame that is not JSON is not the server's: ignore it rather than stop the editor.
      return;
    }
    this.messageSubject.next(message);
  }

  private lost(socket: WebSocket): void {
    if (socket !== this.socket || this.closed) return;
    this.socket = undefined;
    this.stopPing();
    this.state$.next('lost');
    const wait = this.retryMs * (0.75 + Math.random() * 0.5);
    this.retryMs = Math.min(this.retryMs * 2, LONGEST_RETRY_MS);
    this.retryTimer = setTimeout(() => this.connect(), wait);
  }

  private startPing(): void {
    this.stopPing();
    this.pingTimer = setInterval(() => this.send({ type: 'ping' }), PING_INTERVAL_MS);
  }

  private stopPing(): void {
    clearInterval(this.pingTimer);
    this.pingTimer = undefined;
  }
}

/** The live channel's address for a page at `location`: ws or wss as the page's own scheme, same host. */
export function liveUrl(location: { protocol: string; host: string }, query: Record<string, string>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/api/live?${new URLSearchParams(query).toString()}`;
}
