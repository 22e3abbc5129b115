import fc from 'fast-check';
import type { Workbook } from '../../../plugins/workbook/index.js';
import { TestNetwork, type TestClient } from './harness.js';

/**
 * The co-editing property (issue 36): three clients and a room over a transport that delays, interleaves
 * the clients' sockets (each socket stays in order both ways), drops and reopens connections, while the
 * clients run random commands (cell edits with formulas, formats, rows and columns inserted, deleted and
 * moved, sorts, named ranges, conditional formats, charts) and undo and redo; at the end, everything
 * delivered, every client's document equals the room's. Used by the test (small) and the bench
 * `collab.property` (2,000 commands).
 */

const CLIENTS = 3;

/** A command drawn as numbers; `choose` maps them onto the client's copy when it runs. */
interface CommandDraw {
  readonly kind: number;
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
  readonly text: number;
}

export type Step =
  | { readonly type: 'command'; readonly client: number; readonly draw: CommandDraw }
  | { readonly type: 'to-room' | 'to-client'; readonly client: number; readonly count: number }
  | { readonly type: 'drop' | 'reconnect' | 'undo' | 'redo'; readonly client: number };

const client = fc.integer({ min: 0, max: CLIENTS - 1 });
const draw = fc.record({
  kind: fc.integer({ min: 0, max: 99 }),
  a: fc.nat(1000),
  b: fc.nat(1000),
  c: fc.nat(1000),
  d: fc.nat(1000),
  text: fc.nat(1000),
});

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 10, arbitrary: fc.record({ type: fc.constant('command' as const), client, draw }) },
  // Deliveries outpace commands on average (as a network outpaces typing), in bursts of varied size.
  { weight: 8, arbitrary: fc.record({ type: fc.constantFrom('to-room' as const, 'to-client' as const), client, count: fc.integer({ min: 1, max: 6 }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constantFrom('drop' as const, 'reconnect' as const, 'undo' as const, 'redo' as const), client }) },
);

/** Steps holding about `commands` commands. */
export function steps(commands: number): fc.Arbitrary<Step[]> {
  const length = Math.round(commands * 1.9);
  return fc.array(step, { minLength: length, maxLength: length });
}

export interface ScenarioOutcome {
  readonly commands: number;
  readonly seq: number;
  readonly notices: number;
  readonly messages: readonly string[];
  readonly documents: readonly Workbook[];
  readonly room: Workbook;
}

/** Runs the steps, then reconnects everyone and delivers everything. */
export function runScenario(plan: readonly Step[]): ScenarioOutcome {
  const net = new TestNetwork();
  const clients = ['Ann', 'Bob', 'Cy'].map((name) => net.join(name));
  let commands = 0;
  for (const s of plan) if (runStep(net, clients, s)) commands++;
  for (const c of clients) if (!c.connected) net.connect(c);
  net.settle();
  return {
    commands,
    seq: net.room.seq,
    notices: clients.reduce((sum, c) => sum + c.notices.length, 0),
    messages: clients.flatMap((c) => c.notices.map((n) => n.message)),
    documents: clients.map((c) => c.kernel.store.state),
    room: net.room.document,
  };
}

/** One step of the plan; true when it was a command. */
export function runStep(net: TestNetwork, clients: readonly TestClient[], s: Step): boolean {
  const c = clients[s.client];
  switch (s.type) {
    case 'command':
      runDrawn(c, s.draw);
      return true;
    case 'to-room':
      if (c.connected) net.toRoom(c, s.count);
      break;
    case 'to-client':
      if (c.connected) net.toClient(c, s.count);
      break;
    case 'drop':
      if (c.connected) net.disconnect(c);
      break;
    case 'reconnect':
      if (!c.connected) net.connect(c);
      break;
    case 'undo':
      c.sync.undo();
      break;
    case 'redo':
      c.sync.redo();
      break;
  }
  return false;
}

const FORMULAS = ['=A{r}+1', '=SUM(A1:B{r})', '=B{r}*C{r}', '=Names1*2', '=COUNT(A:A)'];

/** One command on the client's copy; a command its copy refuses is simply not made. */
function runDrawn(c: TestClient, d: CommandDraw): void {
  const state = c.kernel.store.state;
  const sheetId = state.sheetIds[d.a % state.sheetIds.length];
  const sheet = state.sheetsById[sheetId];
  const rows = sheet.rowIds.length;
  const cols = sheet.columnIds.length;
  // Most activity in a small corner, so that commands collide.
  const row = (n: number) => n % Math.min(rows, 12);
  const col = (n: number) => n % Math.min(cols, 6);
  const area = () => {
    const top = row(d.b);
    const left = col(d.c);
    return { top, left, bottom: Math.min(rows - 1, top + (d.d % 3)), right: Math.min(cols - 1, left + (d.text % 2)) };
  };
  const text = () => (d.text % 3 === 0 ? FORMULAS[d.text % FORMULAS.length].replaceAll('{r}', String(1 + (d.d % 10))) : String(d.text));
  const k = d.kind;
  if (k < 30) c.run('workbook.set-cell', { sheetId, row: row(d.b), col: col(d.c), text: text() });
  else if (k < 36) c.run('workbook.set-cells', { sheetId, cells: [0, 1, 2].map((i) => ({ row: row(d.b + i), col: col(d.c), text: `${d.text + i}` })) });
  else if (k < 44) c.run('workbook.set-format', { sheetId, area: area(), format: d.d % 2 ? { bold: true } : { italic: d.text % 2 === 0 } });
  else if (k < 50) c.run('workbook.clear-content', { sheetId, area: area() });
  else if (k < 56) c.run('workbook.insert-rows', { sheetId, index: row(d.b), side: d.c % 2 ? 'above' : 'below', count: 1 + (d.d % 2) });
  else if (k < 60) c.run('workbook.insert-columns', { sheetId, index: col(d.b), side: d.c % 2 ? 'left' : 'right' });
  else if (k < 65 && rows > 8) c.run('workbook.delete-rows', { sheetId, start: row(d.b), count: 1 + (d.d % 2) });
  else if (k < 68 && cols > 4) c.run('workbook.delete-columns', { sheetId, start: col(d.b) });
  else if (k < 71) c.run('workbook.move-rows', { sheetId, from: row(d.b), count: 1, to: row(d.c) });
  else if (k < 74) {
    const top = row(d.b);
    const bottom = Math.min(rows - 1, top + 2);
    const order = Array.from({ length: bottom - top + 1 }, (_, i) => top + i).sort((x, y) => ((x * d.c + d.d) % 7) - ((y * d.c + d.d) % 7));
    c.run('sort.rows', { sheetId, area: { top, left: 0, bottom, right: 3 }, order });
  } else if (k < 80) namesCommand(c, d, sheet.name);
  else if (k < 85) c.run('conditional-formats.add', { sheetId, ranges: `A${1 + row(d.b)}:B${3 + row(d.b)}`, condition: { type: 'blank' }, format: { bold: true } });
  else if (k < 89) c.run('charts.insert', { sheetId, area: area() });
  else if (k < 92 && state.sheetIds.length < 4) c.run('workbook.add-sheet', {});
  else if (k < 93 && state.sheetIds.length > 1) c.run('workbook.delete-sheet', { sheetId: state.sheetIds[state.sheetIds.length - 1] });
  else if (k < 96) c.run('workbook.rename-sheet', { sheetId, name: `S${d.text}` });
  else c.run('workbook.merge-cells', { sheetId, area: area(), mode: 'all' });
}

function namesCommand(c: TestClient, d: CommandDraw, sheetName: string): void {
  const names = Object.values(c.kernel.store.state.namedRangesById);
  const existing = names[d.b % Math.max(1, names.length)];
  if (d.c % 3 === 0 || !existing) c.run('names.add', { name: `Names${d.text % 5}`, range: `'${sheetName}'!A${1 + (d.d % 9)}:B${2 + (d.d % 9)}` });
  else if (d.c % 3 === 1) c.run('names.update', { id: existing.id, name: `Names${d.text % 7}` });
  else c.run('names.delete', { id: existing.id });
}
