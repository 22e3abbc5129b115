import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import WebSocket from 'ws';
import { Client } from './harness.js';
import { PROTOCOL_VERSION, type ClientMessage, type ServerMessage } from '../../plugins/collab/protocol.js';

/** A live channel client for tests: a real `ws` socket, every message kept, waits on conditions. */
export class LiveClient {
  readonly messages: ServerMessage[] = [];
  private waiters: { test: (message: ServerMessage) => boolean; done: (message: ServerMessage) => void }[] = [];
  closed: { code: number; reason: string } | undefined;
  private closeWaiters: ((closed: { code: number; reason: string }) => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      this.messages.push(message);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.test(message)) return true;
        waiter.done(message);
        return false;
      });
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      for (const done of this.closeWaiters) done(this.closed);
    });
  }

  /**
   * Connects to `/api/live?<query>` (speaking PROTOCOL_VERSION unless the query names a `protocol`);
   * resolves with the client once welcomed, rejects with the HTTP answer's status when refused.
   */
  static connect(baseUrl: string, query: string, headers: Record<string, string>): Promise<LiveClient> {
    const protocol = /(^|&)protocol=/.test(query) ? '' : `&protocol=${PROTOCOL_VERSION}`;
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/live?${query}${protocol}`, { headers });
    const client = new LiveClient(socket);
    return new Promise((resolve, reject) => {
      socket.on('unexpected-response', (_request, response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => { body += chunk.toString(); });
        response.on('end', () => reject(Object.assign(new Error(`refused ${response.statusCode}: ${body}`), { status: response.statusCode, body })));
      });
      socket.on('error', (error) => reject(error));
      client.next((message) => message.type === 'welcome').then(() => resolve(client), reject);
    });
  }

  get welcome(): Extract<ServerMessage, { type: 'welcome' }> {
    return this.messages.find((message) => message.type === 'welcome') as Extract<ServerMessage, { type: 'welcome' }>;
  }

  send(message: ClientMessage | string): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message (already received or to come) that passes `test`. */
  next<T extends ServerMessage = ServerMessage>(test: (message: ServerMessage) => boolean): Promise<T> {
    const found = this.messages.find(test);
    if (found) return Promise.resolve(found as T);
    return new Promise((done) => this.waiters.push({ test, done: done as (message: ServerMessage) => void }));
  }

  /** The acknowledgement or refusal of this client's command `localId`. */
  outcome(localId: number): Promise<ServerMessage> {
    const clientId = this.welcome.clientId;
    return this.next((message) => (message.type === 'command' && message.command.clientId === clientId && message.command.localId === localId)
      || (message.type === 'rejected' && message.localId === localId));
  }

  whenClosed(): Promise<{ code: number; reason: string }> {
    if (this.closed) return Promise.resolve(this.closed);
    return new Promise((done) => this.closeWaiters.push(done));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.socket.close();
    await this.whenClosed();
  }
}

/** Polls `check` until it holds (no fixed sleeps: each look is a condition). */
export async function until<T>(check: () => Promise<T | undefined> | T | undefined, what: string, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A server in a child process (crash-server.ts), so that a test can kill it with SIGKILL; `store` a PostgreSQL URL. */
export function startServerProcess(dataDir: string, store?: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'crash-server.ts'), dataDir, ...(store ? [store] : [])], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) resolve({ child, url: (JSON.parse(line) as { url: string }).url });
    });
    child.stderr!.on('data', (chunk: Buffer) => { err += chunk.toString(); });
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${err}`)));
  });
}

/** The crash server's administrator, signed in by an API key. */
export async function signInCrashAdmin(url: string): Promise<{ client: Client; apiKey: string }> {
  const reply = await new Client(url).post('/api/session', { email: 'crash@example.test', password: 'crash-password' });
  const cookie = reply.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const rotated = await new Client(url, { cookie }).post('/api/user/apiKey');
  return { client: new Client(url, { 'x-api-key': rotated.body.apiKey }), apiKey: rotated.body.apiKey };
}
