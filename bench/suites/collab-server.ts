import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Draft } from 'immer';
import type { ServerMessage } from '../../plugins/collab/protocol.js';
import { putCell } from '../../plugins/workbook/cell-store.js';
import { newSheet, newWorkbook } from '../../plugins/workbook/create.js';
import { writeTemplateFile } from '../../plugins/workbook/file/index.js';
import { SequentialIdGenerator } from '../../plugins/workbook/ids.js';
import type { Sheet } from '../../plugins/workbook/model/sheet.js';
import { apiKeyOf } from '../api-key.js';
import { LiveSocket as Socket } from '../live-socket.js';
import { cpuMsOf } from '../process-cpu.js';
import { summarize } from '../report.js';
import type { BenchSuite } from '../types.js';
import { startServerProcess, template10k } from './server.js';

const EDITS = 300;
const LOGGED = 50_000;
const OPENS = 7;

/** A 200k-cell template: 20,000 rows of 10 columns, numbers and formulas over them. */
function template200k(): object {
  const ids = new SequentialIdGenerator();
  const rows = 20_000;
  const sheet = newSheet(ids, 'Data', rows, 10) as Draft<Sheet>;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < 10; c++) putCell(sheet, sheet.rowIds[r], sheet.columnIds[c], c < 5 ? { value: r * 10 + c } : { formula: `=${'ABCDE'[c - 5]}${r + 1}*2` });
  }
  return writeTemplateFile({ ...newWorkbook(ids, 'Bench 200k'), sheetIds: [sheet.id], sheetsById: { [sheet.id]: sheet } });
}

const isOutcome = (localId: number) => (message: ServerMessage): message is Extract<ServerMessage, { type: 'command' | 'rejected' }> => (message.type === 'command' && message.command.localId === localId) || (message.type === 'rejected' && message.localId === localId);
const isCommand = (localId: number) => (message: ServerMessage): message is Extract<ServerMessage, { type: 'command' }> => message.type === 'command' && message.command.localId === localId;

async function newTemplate(url: string, apiKey: string, content: object): Promise<{ gridId: string; versionId: string; sheetId: string; putBytes: number; putCpuMs: number }> {
  const headers = { 'x-api-key': apiKey, 'content-type': 'application/json' };
  const grid = (await (await fetch(`${url}/api/grids`, { method: 'POST', headers, body: JSON.stringify({ grid: { name: 'Bench' } }) })).json()) as { grid: { id: string } };
  const opened = (await (await fetch(`${url}/api/grids/${grid.grid.id}`, { headers })).json()) as { grid: { gridVersion: { id: string } } };
  const body = JSON.stringify({ gridVersion: content });
  return { gridId: grid.grid.id, versionId: opened.grid.gridVersion.id, sheetId: (content as { sheetIds: string[] }).sheetIds[0], putBytes: Buffer.byteLength(body), putCpuMs: await timedPut(url, headers, grid.grid.id, opened.grid.gridVersion.id, body) };
}

/** Today's whole-document save of the template: its server CPU (ms, the server process's, from /proc). */
async function timedPut(url: string, headers: Record<string, string>, gridId: string, versionId: string, body: string): Promise<number> {
  const pid = serverPid;
  const before = cpuMsOf(pid) ?? 0;
  const reply = await fetch(`${url}/api/grids/${gridId}/versions/${versionId}`, { method: 'PUT', headers, body });
  if (!reply.ok) throw new Error(`PUT: ${reply.status} ${await reply.text()}`);
  return (cpuMsOf(pid) ?? 0) - before;
}

let serverPid: number | undefined;

/** collab.edit-cost: bytes and server CPU of a one-cell edit on a 200k-cell template, beside today's whole-document save. */
async function editCost(url: string, apiKey: string): Promise<ReturnType<typeof summarize>> {
  const { gridId, versionId, sheetId, putBytes, putCpuMs } = await newTemplate(url, apiKey, template200k());
  const { socket, welcome } = await Socket.open(url, `grid=${gridId}&version=${versionId}`, apiKey);
  let seq = welcome.seq;
  const edit = async (localId: number) => {
    socket.send({ type: 'command', command: { localId, baseSeq: seq, id: 'workbook.set-cell', params: { sheetId, row: localId % 20_000, col: 2, text: String(localId) } } });
    seq = (await socket.next(isCommand(localId))).command.seq;
  };
  for (let i = 1; i <= 20; i++) await edit(i);
  const samples: number[] = [];
  const sentBefore = socket.sent;
  const receivedBefore = socket.received;
  // CPU in ticks of 10 ms: measured over groups of 50 edits, per edit.
  for (let group = 0; group < EDITS / 50; group++) {
    const before = cpuMsOf(serverPid) ?? 0;
    for (let i = 0; i < 50; i++) await edit(21 + group * 50 + i);
    samples.push(((cpuMsOf(serverPid) ?? 0) - before) / 50);
  }
  const sentPerEdit = Math.round((socket.sent - sentBefore) / EDITS);
  const ackPerEdit = Math.round((socket.received - receivedBefore) / EDITS);
  await socket.close();
  return summarize('collab.edit-cost', samples, 0, { bytesSentPerEdit: sentPerEdit, bytesAckPerEdit: ackPerEdit, wholeSaveBytes: putBytes, wholeSaveServerCpuMs: putCpuMs });
}

/** Time from opening the socket to the welcome (the document at its seq); the room folds and closes once its last editor leaves. */
async function openTime(url: string, apiKey: string, query: string): Promise<number> {
  const start = performance.now();
  const { socket } = await Socket.open(url, query, apiKey);
  const time = performance.now() - start;
  await socket.close();
  // Let the room close, so the next open reads what was stored.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return time;
}

/** collab.open-after-log: opening a 10k-cell template after 50,000 logged commands, beside opening it fresh. */
async function openAfterLog(url: string, apiKey: string): Promise<ReturnType<typeof summarize>> {
  const fresh = await newTemplate(url, apiKey, template10k());
  const logged = await newTemplate(url, apiKey, template10k());
  const { socket, welcome } = await Socket.open(url, `grid=${logged.gridId}&version=${logged.versionId}`, apiKey);
  // Sent in windows of 500 (a busy editor's pace, without waiting for each acknowledgement).
  let seq = welcome.seq;
  for (let start = 1; start <= LOGGED; start += 500) {
    for (let localId = start; localId < start + 500; localId++) {
      socket.send({ type: 'command', command: { localId, baseSeq: seq, id: 'workbook.set-cell', params: { sheetId: logged.sheetId, row: localId % 1000, col: localId % 10, text: String(localId) } } });
    }
    const last = await socket.next(isOutcome(start + 499));
    if (last.type !== 'command') throw new Error(`command ${start + 499} refused: ${last.type === 'rejected' ? last.reason : ''}`);
    seq = last.command.seq;
  }
  await socket.close();
  await new Promise((resolve) => setTimeout(resolve, 300));
  // Alternated, so both are measured in the same state of the server process (its heap after the commands).
  const freshTimes: number[] = [];
  const afterTimes: number[] = [];
  for (let i = 0; i < OPENS; i++) {
    freshTimes.push(await openTime(url, apiKey, `grid=${fresh.gridId}&version=${fresh.versionId}`));
    afterTimes.push(await openTime(url, apiKey, `grid=${logged.gridId}&version=${logged.versionId}`));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
  return summarize('collab.open-after-log', afterTimes, 0, { freshMedianMs: Math.round(median(freshTimes) * 10) / 10, ratio: Math.round((median(afterTimes) / median(freshTimes)) * 100) / 100 });
}

/**
 * collab.open-200k: opening a 200k-cell template live (socket to welcome, the welcome read), the room
 * closed between opens; extras: the server's CPU per open (from /proc).
 */
async function open200k(url: string, apiKey: string): Promise<ReturnType<typeof summarize>> {
  const { gridId, versionId } = await newTemplate(url, apiKey, template200k());
  const query = `grid=${gridId}&version=${versionId}`;
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < OPENS; i++) {
    const before = cpuMsOf(serverPid) ?? 0;
    times.push(await openTime(url, apiKey, query));
    cpu.push((cpuMsOf(serverPid) ?? 0) - before);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
  return summarize('collab.open-200k', times, 0, { serverCpuMedianMs: median(cpu) });
}

/** The live channel (issue 36), against a server in its own process (its CPU read from /proc). */
export const collabServerSuite: BenchSuite = {
  names: ['collab.edit-cost', 'collab.open-after-log', 'collab.open-200k'],
  async run(record, selected) {
    const dataDir = await mkdtemp(join(tmpdir(), 'gridcast-bench-collab-'));
    const { child, url } = await startServerProcess(dataDir);
    serverPid = child.pid;
    try {
      const apiKey = await apiKeyOf(url, 'bench@example.test', 'bench-password');
      if (selected('collab.edit-cost')) record(await editCost(url, apiKey));
      if (selected('collab.open-after-log')) record(await openAfterLog(url, apiKey));
      if (selected('collab.open-200k')) record(await open200k(url, apiKey));
    } finally {
      child.kill();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
