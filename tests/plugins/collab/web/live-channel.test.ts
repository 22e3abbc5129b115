import { BehaviorSubject, Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMessage, ServerMessage } from '../../../../plugins/collab/protocol.js';
import { PING_INTERVAL_MS } from '../../../../plugins/collab/protocol.js';
import { LiveChannel, RELOADED_TITLE } from '../../../../plugins/collab/web/live-channel.js';
import { FIRST_RETRY_MS } from '../../../../plugins/collab/web/live-socket.js';
import { liveNotices, type LiveNotice } from '../../../../plugins/collab/web/notices.js';
import { presence } from '../../../../plugins/collab/web/presence.js';
import type { SyncEngine, SyncNotice } from '../../../../plugins/collab/web/sync-engine.js';
import { readTemplateFile } from '../../../../plugins/workbook/file/index.js';
import { PAGE_ID } from '../../../../web/api/client.js';
import { editorAssembly } from '../../../../web/plugins.js';
import { EditorSession } from '../../../../web/editor/editor-session.js';
import { templateFile } from '../../casts/book.js';

/** A WebSocket the test opens, closes and speaks for. */
class FakeSocket {
  readyState = 0;
  readonly sent: ClientMessage[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {}
  send(text: string): void {
    this.sent.push(JSON.parse(text) as ClientMessage);
  }
  close(): void {
    this.readyState = 3;
    this.onclose?.();
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }
  deliver(message: ServerMessage): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

/** A sync engine whose pending count the test sets, recording what the channel tells it. */
class FakeSync implements SyncEngine {
  readonly origin = 'tab1';
  readonly pending$ = new BehaviorSubject(0);
  readonly notices$ = new Subject<SyncNotice>();
  readonly received: ServerMessage[] = [];
  connected = 0;
  disconnected = 0;
  send: ((message: ClientMessage) => void) | undefined;
  readonly history = { state$: new BehaviorSubject({ canUndo: false, canRedo: false }), canUndo: false, canRedo: false, undo: () => false, redo: () => false };
  connect(send: (message: ClientMessage) => void): void {
    this.connected += 1;
    this.send = send;
  }
  disconnect(): void {
    this.disconnected += 1;
  }
  receive(message: ServerMessage): void {
    this.received.push(message);
  }
  held = false;
  hold(held: boolean): void {
    this.held = held;
  }
  dispose(): void {}
}

const WELCOME: ServerMessage = { type: 'welcome', clientId: 'c1', seq: 0, document: {}, peers: [{ clientId: 'c1', userId: 'u1', name: 'Me', color: '#111' }, { clientId: 'c2', userId: 'u2', name: 'Ada Lovelace', color: '#e11' }] };

function open(shadow?: { token: string }, schedule?: (flush: () => void) => void) {
  const sockets: FakeSocket[] = [];
  const session = new EditorSession(editorAssembly, readTemplateFile(templateFile({ rows: 3, cols: 2, cells: {} })));
  const sync = new FakeSync();
  const reloads: (string | undefined)[] = [];
  const target = shadow ? { kind: 'shadow' as const, token: shadow.token } : { kind: 'version' as const, gridId: 'g1', version: { id: 'v1', name: 'Version 1', published: false } };
  const channel = new LiveChannel({
    request: { target, kernel: session.kernel, reload: (id) => reloads.push(id), ...(shadow ? { pageKeepsDirty: true } : {}) },
    sync,
    location: { protocol: 'http:', host: 'example.test' },
    ...(schedule ? { schedule } : {}),
    socketFactory: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  });
  const socket = () => sockets[sockets.length - 1];
  return { session, sync, channel, sockets, socket, reloads };
}

describe('the live channel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens /api/live for the version, hands the server\'s messages to the sync engine and keeps presence', () => {
    const { sockets, socket, sync, channel } = open();
    expect(sockets).toHaveLength(1);
    expect(socket().url).toBe(`ws://example.test/api/live?grid=g1&version=v1&origin=tab1&page=${PAGE_ID}&protocol=2`);
    socket().open();
    expect(sync.connected).toBe(1);
    socket().deliver(WELCOME);
    expect(sync.received).toEqual([WELCOME]);
    expect(presence.value.self).toBe('c1');
    expect(presence.value.peers.map((peer) => peer.name)).toEqual(['Me', 'Ada Lovelace']);
    // The welcome is followed by this tab's selection.
    expect(socket().sent).toEqual([{ type: 'selection', selection: { sheetId: expect.any(String), top: 0, bottom: 0, left: 0, right: 0 } }]);
    socket().deliver({ type: 'peers', peers: [] });
    expect(presence.value.peers).toEqual([]);
    channel.dispose();
    expect(presence.value).toEqual({ peers: [] });
  });

  it('applies the messages of one frame together, and what came before a dropped connection before the drop', () => {
    const frames: (() => void)[] = [];
    const { socket, sync, channel } = open(undefined, (flush) => void frames.push(flush));
    socket().open();
    socket().deliver(WELCOME);
    socket().deliver({ type: 'peers', peers: [] });
    expect(sync.received).toEqual([]);
    frames.splice(0).forEach((flush) => flush());
    expect(sync.received).toEqual([WELCOME]);
    expect(presence.value.peers).toEqual([]);
    const command: ServerMessage = { type: 'rejected', localId: 1, reason: 'gone' };
    socket().deliver(command);
    socket().close();
    expect(sync.received).toEqual([WELCOME, command]);
    expect(sync.disconnected).toBe(1);
    channel.dispose();
  });

  it('says Saving... while commands are pending, All changes saved when none is, and the offline words while the connection is down', () => {
    const { socket, sync, channel } = open();
    expect(channel.status$.value).toBe('saved');
    socket().open();
    sync.pending$.next(2);
    expect(channel.status$.value).toBe('saving');
    expect(channel.dirty).toBe(true);
    socket().close();
    expect(channel.status$.value).toBe('offline');
    expect(sync.disconnected).toBe(1);
    sync.pending$.next(0);
    expect(channel.status$.value).toBe('offline');
    channel.dispose();
  });

  it('opens a shadow by its token and, as its page keeps the dirty flag (Save records a save), leaves the kernel\'s flag alone', () => {
    const { socket, sync, channel, session } = open({ token: 'tok1' });
    expect(socket().url).toBe(`ws://example.test/api/live?shadow=tok1&origin=tab1&page=${PAGE_ID}&protocol=2`);
    socket().open();
    session.kernel.dirty.markDirty();
    sync.pending$.next(1);
    sync.pending$.next(0);
    expect(channel.status$.value).toBe('saved');
    expect(session.kernel.dirty.dirty).toBe(true);
    channel.dispose();
  });

  it('reconnects after a wait that doubles, and the sync engine resends on the new connection', () => {
    const { sockets, socket, sync, channel } = open();
    socket().open();
    socket().close();
    vi.advanceTimersByTime(FIRST_RETRY_MS * 0.7);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(FIRST_RETRY_MS);
    expect(sockets).toHaveLength(2);
    socket().close();
    vi.advanceTimersByTime(FIRST_RETRY_MS * 1.3);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(FIRST_RETRY_MS * 2);
    expect(sockets).toHaveLength(3);
    socket().open();
    expect(sync.connected).toBe(2);
    expect(channel.status$.value).toBe('saved');
    channel.dispose();
  });

  it('pings while open, so the server can tell a closed tab from a quiet one', () => {
    const { socket, channel } = open();
    socket().open();
    vi.advanceTimersByTime(PING_INTERVAL_MS * 2);
    expect(socket().sent.filter((message) => message.type === 'ping')).toHaveLength(2);
    channel.dispose();
  });

  it('counts what a big paste sent in parts has got acknowledged, against the most that waited', () => {
    const { socket, sync, channel } = open();
    socket().open();
    sync.pending$.next(1);
    expect(channel.progress$.value).toBeUndefined();
    sync.pending$.next(4);
    expect(channel.progress$.value).toEqual({ done: 0, total: 4 });
    sync.pending$.next(1);
    expect(channel.progress$.value).toEqual({ done: 3, total: 4 });
    sync.pending$.next(0);
    expect(channel.progress$.value).toBeUndefined();
    channel.dispose();
  });

  it('save() waits until nothing is pending', async () => {
    const { socket, sync, channel } = open();
    socket().open();
    sync.pending$.next(1);
    let saved = false;
    const saving = channel.save().then(() => (saved = true));
    await Promise.resolve();
    expect(saved).toBe(false);
    sync.pending$.next(0);
    await saving;
    expect(saved).toBe(true);
    channel.dispose();
  });

  it('passes the sync engine\'s notices on, and on a reload message says so and asks the page to open the version again', () => {
    const { socket, sync, channel, reloads } = open();
    const shown: LiveNotice[] = [];
    const subscription = liveNotices.subscribe((notice) => shown.push(notice));
    socket().open();
    sync.notices$.next({ title: 'Ada Lovelace changed B2 after you' });
    socket().deliver({ type: 'reload', reason: 'Ada Lovelace published this version.', versionId: 'v7' } as ServerMessage);
    expect(shown).toEqual([{ title: 'Ada Lovelace changed B2 after you' }, { title: RELOADED_TITLE, description: 'Ada Lovelace published this version.' }]);
    expect(reloads).toEqual(['v7']);
    subscription.unsubscribe();
    channel.dispose();
  });

  it('reloads without a notice when this page\'s own request caused the reload (it created or published the version)', () => {
    const { socket, channel, reloads } = open();
    const shown: LiveNotice[] = [];
    const subscription = liveNotices.subscribe((notice) => shown.push(notice));
    socket().open();
    socket().deliver({ type: 'reload', reason: 'Another version is now current: Second.', versionId: 'v8', own: true });
    expect(shown).toEqual([]);
    expect(reloads).toEqual(['v8']);
    subscription.unsubscribe();
    channel.dispose();
  });

  it('with autosave off holds the edits, says they are not saved by the Save button (status saved, page dirty), and sends them on save', async () => {
    const { session, socket, sync, channel } = open();
    socket().open();
    socket().deliver(WELCOME);
    channel.autosave$!.next(false);
    expect(sync.held).toBe(true);
    sync.pending$.next(2);
    expect(channel.status$.value).toBe('saved');
    expect(channel.dirty).toBe(true);
    expect(session.kernel.dirty.dirty).toBe(true);
    const saving = channel.save();
    expect(sync.held).toBe(false);
    expect(channel.status$.value).toBe('saving');
    sync.pending$.next(0);
    await saving;
    expect(sync.held).toBe(true);
    expect(channel.status$.value).toBe('saved');
    channel.autosave$!.next(true);
    expect(sync.held).toBe(false);
    channel.dispose();
  });

  it('tells the server where this tab\'s selection moves, once per change', () => {
    const { session, socket, channel } = open();
    socket().open();
    socket().deliver(WELCOME);
    const sheetId = session.workbook.sheetIds[0];
    session.kernel.view.run('view.select', { sheetId, anchor: { row: 1, col: 0 }, focus: { row: 2, col: 1 } });
    session.kernel.view.run('view.select', { sheetId, anchor: { row: 1, col: 0 }, focus: { row: 2, col: 1 } });
    const selections = socket().sent.filter((message) => message.type === 'selection');
    expect(selections.at(-1)).toEqual({ type: 'selection', selection: { sheetId, top: 1, bottom: 2, left: 0, right: 1 } });
    expect(selections).toHaveLength(2);
    channel.dispose();
  });
});
